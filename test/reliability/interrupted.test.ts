import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { reconcilePulledFile } from '../../src/translations/index.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { git } from '../support/git-fixture.ts';
import { createScenario, type Scenario } from '../support/scenario.ts';
import { zipBytes } from '../support/zip-writer.ts';
import { importsPerFile, status } from './support/checks.ts';
import { reportFigures } from './support/figures.ts';
import { killWhen } from './support/kill-switch.ts';
import { englishFiles, messages, PATTERN } from './support/message-files.ts';

const COUNT = 20;

describe('a push killed part-way', () => {
  it.for([1, 10, 19])(
    'loses no file when a 20-file push is killed after %i imports and run again',
    async (k, { startScenario }) => {
      const s = await startScenario({ files: englishFiles(COUNT), inputs: { files: PATTERN } });
      // Each import takes 40 ms, so the kill lands while the next one is on the wire.
      s.emulator.faults.add({ endpoint: 'project/import', kind: 'delay', delayMs: 40 });
      const kill = killWhen(() => importsPerFile(s.calls()).size >= k);
      const killed = await s.run({}, {}, { signal: kill.signal });
      kill.stop();
      expect(killed.code).toBeNull();
      const landed = importsPerFile(s.calls()).size;
      // The import in flight when the process died may still have been carried out.
      expect(landed).toBeGreaterThanOrEqual(k);
      expect(landed).toBeLessThanOrEqual(k + 1);
      expect(s.syncRef()).toBeUndefined();

      s.emulator.faults.clear();
      // The re-run's calls by arrival: the import in flight at the kill is recorded only when its
      // 40 ms delay ends, which may be after the re-run began, but it arrived before.
      const started = Date.now();
      const rerunCalls = () => s.calls().filter((call) => call.at >= started);
      const rerun = await s.run();
      expect(rerun.code).toBe(0);
      // The ref never moved, so the re-run uploads every file again, each once.
      expect([...importsPerFile(rerunCalls()).values()]).toEqual(Array<number>(COUNT).fill(1));
      expect(serviceTexts(s)).toEqual(allEnglish());
      expect(s.syncRef()).toBe(git(s.fixture.origin, 'rev-parse', 'main'));
      reportFigures(`push killed after ${k} of ${COUNT}`, {
        importsBeforeKill: landed,
        importsOnRerun: importsPerFile(rerunCalls()).size,
      });
    },
  );
});

/** The English text of every key on the service. */
function serviceTexts(s: Scenario): Record<string, string | undefined> {
  const [project] = s.emulator.store.snapshot().projects;
  const texts: Record<string, string | undefined> = {};
  for (const key of project?.keys ?? []) {
    const value = key.translations['en']?.value;
    texts[key.name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return texts;
}

function allEnglish(): Record<string, string> {
  const texts: Record<string, string> = {};
  for (let n = 1; n <= COUNT; n++) Object.assign(texts, messages('en', n));
  return texts;
}

describe('a pull killed during extraction', () => {
  /** 200 German files of ~125 kB in the bundle; the repository has older versions of the first 150. */
  const FILES = 200;
  const IN_REPOSITORY = 150;
  const path = (n: number) => `app/de/m${String(n).padStart(3, '0')}.json`;
  const oldText = (n: number) => `${JSON.stringify({ [`m${n}`]: `alt ${n}` })}\n`;
  const newText = (n: number) =>
    `${JSON.stringify(
      Object.fromEntries(
        Array.from({ length: 2_000 }, (_, i) => [
          `m${n}.k${i}`,
          `Neuer Text ${n}/${i} ${'x'.repeat(i % 50)}`,
        ]),
      ),
      null,
      2,
    )}\n`;

  const written = async (n: number, text: string): Promise<string> => {
    if (n > IN_REPOSITORY) return text;
    const decision = await reconcilePulledFile(path(n), Buffer.from(oldText(n)), Buffer.from(text));
    return decision.kind === 'write' ? decision.content.toString() : oldText(n);
  };

  let s: Scenario;
  let bundle: Buffer;
  const news = new Map<number, string>();
  beforeAll(async () => {
    const files: Record<string, string> = { 'app/en/m001.json': '{"m1":"old"}\n' };
    for (let n = 1; n <= IN_REPOSITORY; n++) files[path(n)] = oldText(n);
    s = await createScenario({
      files,
      languages: ['de'],
      inputs: { mode: 'pull', files: PATTERN, 'use-original': 'true' },
    });
    // What the pull writes: the bundle's texts in the repository file's layout where it has one.
    for (let n = 1; n <= FILES; n++) news.set(n, await written(n, newText(n)));
    bundle = zipBytes([
      { name: './' },
      { name: 'app/' },
      { name: 'app/de/' },
      ...Array.from({ length: FILES }, (_, i) => ({ name: path(i + 1), data: newText(i + 1) })),
    ]);
  });
  afterAll(() => s.close());

  /** Where a run is when it is killed: each a predicate over the checkout's `.git/`. */
  const MOMENTS: Array<[string, (gitDir: string) => boolean]> = [
    ['as the staging folder appears', (gitDir) => stagingFolders(gitDir).length > 0],
    ['half-way through staging', (gitDir) => stagedCount(gitDir) >= FILES / 2],
    ['as the first files move into place', movingStarted()],
  ];

  it.each(MOMENTS)(
    'leaves every file old or complete when killed %s',
    async (moment, condition) => {
      s.emulator.store.nextBundle = bundle;
      let gitDir = '';
      const kill = killWhen(() => gitDir !== '' && condition(gitDir));
      const run = await s.run(
        {},
        {},
        { signal: kill.signal, onStart: (workspace) => (gitDir = join(workspace, '.git')) },
      );
      kill.stop();

      let fresh = 0;
      for (let n = 1; n <= FILES; n++) {
        const content = readOrAbsent(join(run.workspace, path(n)));
        const allowed = [news.get(n), n <= IN_REPOSITORY ? oldText(n) : undefined];
        expect(allowed, path(n)).toContain(content);
        if (content === news.get(n)) fresh++;
      }
      // git sees only whole files: each changed or new file listed is the bundle's complete one.
      for (const line of status(run.workspace).split('\n').filter(Boolean)) {
        const n = Number(/m(\d{3})\.json$/.exec(line)?.[1]);
        expect(readOrAbsent(join(run.workspace, path(n))), line).toBe(news.get(n));
      }
      if (moment === 'as the staging folder appears') {
        expect(run.code).toBeNull();
        expect(fresh).toBe(0);
      }
      reportFigures(`pull killed ${moment}`, {
        killed: run.code === null,
        filesNew: fresh,
        filesOld: IN_REPOSITORY - Math.min(fresh, IN_REPOSITORY),
        bundleFiles: FILES,
        bundleBytes: bundle.length,
      });
    },
    60_000,
  );
});

function stagingFolders(gitDir: string): string[] {
  return readdirSync(gitDir)
    .filter((name) => name.startsWith('l10n-sync-bundle-'))
    .map((name) => join(gitDir, name));
}

function stagedCount(gitDir: string): number {
  return stagingFolders(gitDir).reduce((sum, folder) => sum + readdirSync(folder).length, 0);
}

/** True once the staging folder holds fewer files than it held before: renames have begun. */
function movingStarted(): (gitDir: string) => boolean {
  let most = 0;
  return (gitDir) => {
    const count = stagedCount(gitDir);
    most = Math.max(most, count);
    return most > 0 && count < most;
  };
}

function readOrAbsent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
