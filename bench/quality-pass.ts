import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startEmulator } from '../test/emulator/server.ts';
import { DIST, NODE } from '../test/support/action-runner.ts';
import { clientFor } from '../test/support/emulator.ts';
import { createGitFixture } from '../test/support/git-fixture.ts';
import { measure } from './pull-throughput.ts';
import { median } from './report.ts';

/** One way of pulling the same project, measured `runs` times. */
export interface PullVariant {
  readonly name: string;
  readonly ms: number;
  readonly peakBytes: number | undefined;
  /** Median CPU time of the action's process: its own work, without the service's. */
  readonly cpuMs: number | undefined;
  readonly findings: number | undefined;
  readonly ok: boolean;
}

export interface QualityPass {
  readonly keys: number;
  readonly languages: number;
  readonly runs: number;
  /** string/list answering nothing: the pull as it was before the pass. */
  readonly without: PullVariant;
  /** The pass with progress only (`qa: off`). */
  readonly progressOnly: PullVariant;
  /** The whole pass: progress and the quality checks (`qa: report`, the default). */
  readonly full: PullVariant;
}

/**
 * The English text of key `i`: most plain, the rest in each placeholder style the checks read
 * (printf, `{name}`, ICU plural, tags), as an app's strings are.
 */
export function englishText(i: number): string {
  switch (i % 20) {
    case 0:
    case 1:
    case 2:
      return `%1$s shared %2$d photos with you (${i})`;
    case 3:
      return `Hello {name}, this is message ${i}`;
    case 4:
      return `{count, plural, one {# item in list ${i}} other {# items in list ${i}}}`;
    case 5:
      return `Read the <a href="/help/${i}">help page ${i}</a> first.`;
    default:
      return `Settings screen label number ${i}, with a few more words of text`;
  }
}

/** A translation of it: faithful but for one key in a hundred, which loses a placeholder. */
export function translatedText(i: number, language: string): string {
  const text = `[${language}] ${englishText(i)}`;
  return i % 100 === 0 ? text.replace('%2$d', 'some') : text;
}

/**
 * The cost of the pull's quality pass (one `string/list` for every language, the progress, the
 * checks) on a project of `keys` keys in `languages` languages besides the base: the whole pull
 * through dist/index.js, without the pass (string/list answering nothing), with progress only and
 * with the checks, interleaved `runs` times; medians of wall time and peak memory.
 */
export async function benchQualityPass(
  keys = 10_000,
  languages = 20,
  runs = 5,
): Promise<QualityPass> {
  const work = await mkdtemp(join(tmpdir(), 'l10n-bench-qa-'));
  const emulator = await startEmulator({ timeScale: 0.001 });
  try {
    const client = clientFor(emulator, '1.0.9.3', { timeScale: 0.001 });
    const { id } = await client.project.add({ name: 'Quality', base_lang: 'en' });
    const codes = (await client.language.listAll())
      .map((l) => l.iso)
      .filter((iso) => iso !== 'en' && !iso.includes('_'))
      .slice(0, languages);
    await client.language.add({ id, iso: codes });
    const file = (language: string) => {
      const texts: Record<string, string> = {};
      for (let i = 0; i < keys; i++) {
        texts[`screen.${i}`] = language === 'en' ? englishText(i) : translatedText(i, language);
      }
      return { name: `${language}.json`, content: Buffer.from(JSON.stringify(texts)) };
    };
    for (const language of ['en', ...codes]) {
      await client.project.import({ id, lang_iso: language, file: file(language) });
    }

    const fixture = await createGitFixture({ 'locales/en.json': '{}\n' });
    const env = (workspace: string, qa: string, output: string): NodeJS.ProcessEnv => ({
      PATH: process.env['PATH'],
      HOME: work,
      GITHUB_WORKSPACE: workspace,
      GITHUB_REF_NAME: 'main',
      GITHUB_OUTPUT: output,
      'INPUT_API-TOKEN': emulator.tokens.readWrite,
      'INPUT_PROJECT-ID': id,
      'INPUT_API-URL': emulator.urls['1.0.9.3'],
      'INPUT_DOWNLOAD-URL': emulator.downloadUrl,
      INPUT_MODE: 'pull',
      INPUT_FILES: 'locales/%LANG_ISO%.json',
      'INPUT_PULL-TARGET': 'workspace',
      INPUT_QA: qa,
    });
    const variants = [
      { name: 'without the pass', qa: 'report', empty: true },
      { name: 'progress only (qa: off)', qa: 'off', empty: false },
      { name: 'progress and checks (qa: report)', qa: 'report', empty: false },
    ];
    const measured = variants.map(
      () => [] as Array<{ ms: number; peak?: number; cpu?: number; ok: boolean }>,
    );
    const findings: Array<number | undefined> = variants.map(() => undefined);
    for (let run = 0; run < runs; run++) {
      for (const [index, variant] of variants.entries()) {
        const workspace = await fixture.checkout();
        const output = join(work, `outputs-${run}-${index}.txt`);
        // The runner creates the file; @actions/core refuses to write outputs without it.
        await writeFile(output, '');
        emulator.store.listNoStrings = variant.empty;
        const result = await measure(NODE, [DIST], {
          cwd: workspace,
          env: env(workspace, variant.qa, output),
        });
        const written = await readFile(output, 'utf8').catch(() => '');
        const issues = /qa-issues<<\S+\n(\d*)\n/.exec(written)?.[1];
        findings[index] = issues ? Number(issues) : undefined;
        measured[index]?.push({
          ms: result.ms,
          ...(result.peakBytes !== undefined ? { peak: result.peakBytes } : {}),
          ...(result.cpuMs !== undefined ? { cpu: result.cpuMs } : {}),
          ok: result.code === 0,
        });
        await rm(workspace, { recursive: true, force: true });
      }
    }
    emulator.store.listNoStrings = false;
    await rm(dirname(fixture.origin), { recursive: true, force: true });
    const summarize = (index: number): PullVariant => {
      const list = measured[index] ?? [];
      const peaks = list.flatMap((m) => (m.peak === undefined ? [] : [m.peak]));
      const cpus = list.flatMap((m) => (m.cpu === undefined ? [] : [m.cpu]));
      return {
        name: variants[index]?.name ?? '',
        ms: median(list.map((m) => m.ms)),
        peakBytes: peaks.length ? median(peaks) : undefined,
        cpuMs: cpus.length ? median(cpus) : undefined,
        findings: findings[index],
        ok: list.every((m) => m.ok),
      };
    };
    return {
      keys,
      languages,
      runs,
      without: summarize(0),
      progressOnly: summarize(1),
      full: summarize(2),
    };
  } finally {
    await emulator.close();
    await rm(work, { recursive: true, force: true });
  }
}

// `node bench/quality-pass.ts` runs this benchmark alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchQualityPass(), null, 2));
}
