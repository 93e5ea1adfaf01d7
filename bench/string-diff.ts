import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startEmulator } from '../test/emulator/server.ts';
import { DIST, NODE } from '../test/support/action-runner.ts';
import { clientFor } from '../test/support/emulator.ts';
import { createGitFixture } from '../test/support/git-fixture.ts';
import { measure } from './pull-throughput.ts';
import { median } from './report.ts';

const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'string-diff-child.ts');

export interface StringDiff {
  readonly keys: number;
  readonly languages: number;
  readonly runs: number;
  /** Rows of the string list: changed, added and removed keys over all languages. */
  readonly rows: number;
  /** Median wall time of the whole pull through dist/index.js (the diff included). */
  readonly pullMs: number;
  /** Median time of the comparison inside the pull, as its log line says. */
  readonly compareMs: number;
  /** Median time of rendering the list for the body and the summary, alone in a fresh process. */
  readonly renderMs: number;
  /** Median time of the comparison alone in a fresh process (cold: an upper bound). */
  readonly coldCompareMs: number;
  readonly ok: boolean;
}

/**
 * What the per-string diff adds to a pull (target ≤ +20 % of the pull's time, BENCHMARKS.md): a project of `keys` keys in
 * `languages` languages besides the base, where the service changed one text in ten, added 50
 * keys and lacks 50 the repository has, in every language. Each run pulls through dist/index.js
 * (pull-target workspace, so the files stay), reading the comparison's time from its log, then
 * times the rendering (and the comparison, cold) alone on that checkout.
 */
export async function benchStringDiff(
  keys = 10_000,
  languages = 20,
  runs = 3,
): Promise<StringDiff> {
  const work = await mkdtemp(join(tmpdir(), 'l10n-bench-diff-'));
  const emulator = await startEmulator({ timeScale: 0.001 });
  try {
    const client = clientFor(emulator, '1.0.9.3', { timeScale: 0.001 });
    const { id } = await client.project.add({ name: 'Strings', base_lang: 'en' });
    const codes = (await client.language.listAll())
      .map((l) => l.iso)
      .filter((iso) => iso !== 'en' && !iso.includes('_'))
      .slice(0, languages);
    await client.language.add({ id, iso: codes });
    const texts = (language: string, side: 'service' | 'repository') => {
      const entries: Record<string, string> = {};
      for (let i = 0; i < keys; i++) {
        const changed = side === 'service' && i % 10 === 0 ? ' (revised)' : '';
        entries[`screen.${i}`] = `[${language}] Settings label number ${i}${changed}`;
      }
      for (let i = 0; i < 50; i++) {
        if (side === 'service') entries[`added.${i}`] = `[${language}] New text ${i}`;
        else entries[`removed.${i}`] = `[${language}] Old text ${i}`;
      }
      return JSON.stringify(entries, null, 2) + '\n';
    };
    for (const language of ['en', ...codes]) {
      const content = Buffer.from(texts(language, 'service'));
      await client.project.import({
        id,
        lang_iso: language,
        file: { name: `${language}.json`, content },
      });
    }
    const fixture = await createGitFixture(
      Object.fromEntries(
        ['en', ...codes].map((language) => [
          `locales/${language}.json`,
          texts(language, language === 'en' ? 'service' : 'repository'),
        ]),
      ),
    );
    const pulls: number[] = [];
    const compares: number[] = [];
    const renders: number[] = [];
    const colds: number[] = [];
    let rows = 0;
    let ok = true;
    for (let run = 0; run < runs; run++) {
      const workspace = await fixture.checkout();
      const output = join(work, `outputs-${run}.txt`);
      await writeFile(output, '');
      const pulled = await measure(NODE, [DIST], {
        cwd: workspace,
        env: {
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
        },
        stdout: true,
      });
      const logged =
        /with HEAD key by key: [\d,]+ strings? changed, added or removed \((\d+) ms\)/.exec(
          pulled.stdout,
        )?.[1];
      ok &&= logged !== undefined;
      compares.push(Number(logged ?? NaN));
      ok &&= pulled.code === 0;
      pulls.push(pulled.ms);
      const { stdout } = await promisify(execFile)(NODE, [CHILD, workspace, ...codes], {
        maxBuffer: 1 << 20,
      });
      const alone = JSON.parse(stdout) as { compareMs: number; renderMs: number; rows: number };
      renders.push(alone.renderMs);
      colds.push(alone.compareMs);
      rows = alone.rows;
      await rm(workspace, { recursive: true, force: true });
    }
    await rm(dirname(fixture.origin), { recursive: true, force: true });
    const expected = languages * (keys / 10 + 100);
    return {
      keys,
      languages: codes.length,
      runs,
      rows,
      pullMs: median(pulls),
      compareMs: median(compares),
      renderMs: median(renders),
      coldCompareMs: median(colds),
      ok: ok && rows === expected,
    };
  } finally {
    await emulator.close();
    await rm(work, { recursive: true, force: true });
  }
}

// `node bench/string-diff.ts` runs this benchmark alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchStringDiff(), null, 2));
}
