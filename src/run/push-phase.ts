import { syncRefName, syncStateRefName } from '../git/sync-ref.ts';
import type { SyncHistory } from '../pull/pull-types.ts';
import { runPush } from '../push/push.ts';
import type { PushReport } from '../push/push-types.ts';
import { pushOutputs } from '../report/outputs.ts';
import { pushSummary } from '../report/push-summary.ts';
import type { Phase } from './phase.ts';

/** The push, its outputs and summary; a failed upload ends the run (and skips the pull). */
export async function pushPhase(phase: Phase, waitedMs: () => number): Promise<SyncHistory> {
  const { settings, branch } = phase;
  const { forkedFrom } = phase;
  const report = await runPush({
    ...phase,
    ref: syncRefName(settings.projectId, branch),
    stateRef: syncStateRefName(settings.projectId, branch),
    forkedFrom:
      forkedFrom === undefined
        ? undefined
        : {
            ref: syncRefName(settings.projectId, forkedFrom),
            stateRef: syncStateRefName(settings.projectId, forkedFrom),
          },
    waitedMs,
  });
  Object.assign(phase.outputs, pushOutputs(report, settings.dryRun));
  phase.summary.push(pushSummary(report, settings));
  if (phase.held && report.succeeded) await sayHeld(phase, report);
  if (report.held !== undefined) await listHeld(phase, report.held);
  if (report.prune) {
    const { pruneSection, PR_PRUNE_ROWS } = await import('../prune/prune-summary.ts');
    const shown = { tag: settings.prune.tag, revision: settings.revision };
    const section = pruneSection(report.prune, shown);
    if (section) phase.summary.push(section);
    const note = pruneSection(report.prune, { ...shown, rows: PR_PRUNE_ROWS });
    if (note) phase.pullRequestNotes.push(note);
  }
  if (report.succeeded) {
    // A dry run's pull takes the service as the push would have left it (push-prediction.ts).
    const prediction = settings.dryRun ? await import('../push/push-prediction.ts') : undefined;
    // The removed keys as this push recorded them: no second read of the state it wrote.
    const removed = new Set((report.prune?.state ?? []).map((key) => JSON.stringify(key.path)));
    return {
      lastSync: async () => report.since,
      removedKeys: async () => removed,
      wouldPush: prediction?.wouldPush(report),
    };
  }
  const failed = report.imports.filter((i) => i.error !== undefined).map((i) => i.file.path);
  const images = report.screenshots.filter((s) => s.error !== undefined).map((s) => s.path);
  // A pull now could propose reverting the very files that did not go up.
  const pullSkipped = settings.mode === 'sync' ? '; the pull was skipped' : '';
  throw new Error(
    `Push failed for ${[...failed, ...images].join(', ')}; the sync ref was left where it was, so the next run uploads them again${pullSkipped}`,
  );
}

/** What a tag-mode branch run held (changes to keys it did not add), in the log and the summary. */
async function listHeld(phase: Phase, held: NonNullable<PushReport['held']>): Promise<void> {
  phase.outputs.held = String(held.length);
  if (held.length === 0) return;
  const { heldSection } = await import('../report/held-summary.ts');
  phase.log.info(
    `Held until merged: ${held.map((h) => `${h.key} (${h.language}, ${h.why})`).join(', ')}`,
  );
  phase.summary.push(heldSection(held));
}

/** What the held branch's push would send once merged, in the log and the summary. */
async function sayHeld(phase: Phase, report: PushReport): Promise<void> {
  const [{ baseChanges }, { onceMerged }] = await Promise.all([
    import('../push/base-changes.ts'),
    import('../report/held-summary.ts'),
  ]);
  const base = report.imports.map((i) => i.file).filter((file) => file.path === file.source);
  const language = base[0]?.language;
  const changes =
    language === undefined ? { added: [], changed: 0 } : await baseChanges(phase, base, language);
  phase.log.info(onceMerged(changes, report.byKey.texts, (name) => name));
  phase.outputs.held = String(changes.added.length + changes.changed + report.byKey.texts.length);
  phase.summary.push(`### Held until merged\n\n${onceMerged(changes, report.byKey.texts)}\n`);
}
