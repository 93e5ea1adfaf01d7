import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCheck, type CheckReport } from '../check/check.ts';
import { lineOfKey } from '../check/key-lines.ts';
import { checkFailure, checkSection, missingTranslations } from '../report/check-summary.ts';
import type { Phase } from './phase.ts';

/**
 * mode: check (docs/branches-and-checks.md, "Checks and gates"): the check, its output, its table in the job summary,
 * an annotation on the base file's line of each key the service lacks; then the gate of `fail-on`.
 * It writes nothing: no upload, ref, branch or pull request.
 */
export async function checkPhase(phase: Phase): Promise<void> {
  const { settings, log } = phase;
  const report = await log.group('Check', () => runCheck(phase));
  phase.outputs['missing-translations'] = JSON.stringify(missingTranslations(report));
  phase.summary.push(checkSection(report));
  await annotateMissing(phase, report);
  if (settings.requireCompletion !== undefined) await measureCompletion(phase, report);
  const failure = checkFailure(report, settings.failOn);
  if (failure !== undefined) throw new Error(failure);
}

/** The `completion` output, which require-completion needs: one more `string/list` of the project. */
async function measureCompletion(phase: Phase, report: CheckReport): Promise<void> {
  const { qualityPass } = await import('../pull/quality-pass.ts');
  const { completionJson } = await import('../report/outputs.ts');
  const languages = [report.base, ...report.languages];
  const quality = await qualityPass(
    { ...phase, settings: { ...phase.settings, pull: { ...phase.settings.pull, qa: 'off' } } },
    { base: report.base, languages },
    () => false,
  );
  phase.outputs.completion = completionJson(quality.progress);
}

/** A warning on the line of each key the service lacks, in its base file as the checkout has it. */
async function annotateMissing(phase: Phase, report: CheckReport): Promise<void> {
  const texts = new Map<string, string | undefined>();
  for (const key of report.keys.filter((k) => !k.onService)) {
    if (!texts.has(key.file)) {
      const path = join(phase.settings.context.workspace, key.file);
      texts.set(key.file, await readFile(path, 'utf8').catch(() => undefined));
    }
    const text = texts.get(key.file);
    const line = text === undefined ? undefined : lineOfKey(text, key.path);
    phase.log.warning(`${key.label} is not on the service (project ${phase.settings.projectId})`, {
      file: key.file,
      line,
    });
  }
}
