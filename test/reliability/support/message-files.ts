import { jsonFile } from '../../support/emulator.ts';
import { git } from '../../support/git-fixture.ts';
import type { Starter } from '../../support/fixtures.ts';
import type { Scenario, ScenarioOptions } from '../../support/scenario.ts';

/** One folder per language, many files in it: what a sync of N files looks like. */
export const PATTERN = 'app/%LANG_ISO%/*.json';

/** The path of message file number `n` (1-based) of a language. */
export function messagePath(language: string, n: number): string {
  return `app/${language}/m${String(n).padStart(2, '0')}.json`;
}

/** The keys of file `n` in English (`version` changes the texts) or German. */
export function messages(language: 'en' | 'de', n: number, version = 1): Record<string, string> {
  const id = `m${String(n).padStart(2, '0')}`;
  return language === 'en'
    ? { [`${id}.title`]: `Title ${n} v${version}`, [`${id}.body`]: `Body ${n} v${version}` }
    : { [`${id}.title`]: `Titel ${n} v${version}`, [`${id}.body`]: `Text ${n} v${version}` };
}

/** The English files of the repository. */
export function englishFiles(count: number, version = 1): Record<string, string> {
  const files: Record<string, string> = {};
  for (let n = 1; n <= count; n++) Object.assign(files, englishFile(n, version));
  return files;
}

/** English file `n` at `version`, as `{path: content}`. */
export function englishFile(n: number, version: number): Record<string, string> {
  return { [messagePath('en', n)]: `${JSON.stringify(messages('en', n, version), null, 2)}\n` };
}

/**
 * A repository with `count` English message files, and a project whose German translations of
 * them are on the service already (imported with the repository paths, as a push would): a sync
 * uploads the English files and proposes the German ones, with `use-original` placing them.
 */
export async function messageScenario(
  start: Starter<ScenarioOptions, Scenario>,
  count: number,
  inputs: Record<string, string> = {},
): Promise<Scenario> {
  const s = await start({
    files: { ...englishFiles(count), 'README.md': '# App\n' },
    languages: ['de'],
    inputs: { mode: 'sync', files: PATTERN, 'use-original': 'true', ...inputs },
  });
  await germanOnService(s, count);
  return s;
}

/** Imports version `version` of the German files, as translators on the service would change them. */
export async function germanOnService(s: Scenario, count: number, version = 1): Promise<void> {
  for (let n = 1; n <= count; n++) await germanFileOnService(s, n, version);
}

/** Imports version `version` of German file `n` only. */
export async function germanFileOnService(s: Scenario, n: number, version: number): Promise<void> {
  await s.service.project.import({
    id: s.projectId,
    lang_iso: 'de',
    replace: true,
    filename: messagePath('de', n),
    file: jsonFile(`m${n}.json`, messages('de', n, version)),
  });
}

/** The files a branch on origin adds or changes against main, with their parsed JSON. */
export function proposedFiles(origin: string, branch: string): Record<string, unknown> {
  const paths = git(origin, 'diff', '--name-only', 'main', branch).split('\n').filter(Boolean);
  return Object.fromEntries(
    paths.map((path) => [path, JSON.parse(git(origin, 'show', `${branch}:${path}`)) as unknown]),
  );
}

/** What `proposedFiles` should hold: every German file, at `version`. */
export function germanFiles(count: number, version = 1): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (let n = 1; n <= count; n++) files[messagePath('de', n)] = messages('de', n, version);
  return files;
}
