import { execFileSync } from 'node:child_process';
import type { Revision, StringItem } from '../../src/api/index.ts';
import type { ActionRun } from './action-runner.ts';
import { jsonFile } from './emulator.ts';
import { commitDaysAgo, git } from './git-fixture.ts';
import type { Scenario, ScenarioOptions } from './scenario.ts';
import { expect, type Starter } from './fixtures.ts';

/** Helpers of the removed-keys end-to-end tests (issues 21 and 25). */

export const FILES = 'locales/%LANG_ISO%.json\nlocales/more/%LANG_ISO%.json';

type Texts = Record<string, unknown>;

/**
 * A repository with English in locales/en.json (and an empty locales/more/en.json: a first sync
 * refuses a pattern that matches nothing), the service in sync with it, and `web_only`.
 */
export async function syncedProject(
  start: Starter<ScenarioOptions, Scenario>,
  revision: Revision,
  english: Texts,
  german: Texts,
): Promise<Scenario> {
  const s = await start({
    revision,
    files: {
      'locales/en.json': JSON.stringify(english, null, 2),
      'locales/more/en.json': '{}\n',
      'README.md': '# App\n',
    },
    languages: ['de'],
    inputs: { mode: 'push', files: FILES },
  });
  // Under the file name the push gives English (1.0.9.3 tells keys apart by file name).
  await s.service.project.import({
    id: s.projectId,
    lang_iso: 'de',
    file: jsonFile('de.json', german as Record<string, string>),
    ...(revision === '1.0.9.3' ? { filename: 'locales/de.json' } : {}),
  });
  // A key someone made on the service: never the repository's, never touched.
  await s.service.string.set({
    id: s.projectId,
    data: [{ key: 'web_only', platform_mask: 4, translations: { en: 'Only on the web' } }],
  });
  const first = await s.run();
  expect(first.code, first.stdout).toBe(0);
  expect(s.syncRef()).toBeDefined();
  return s;
}

/** A commit of the scenario's author clone made `daysAgo` days back, pushed to `branch`. */
export function commitAt(
  s: Scenario,
  files: Record<string, string | null>,
  daysAgo: number,
  branch = 'main',
): Promise<string> {
  return commitDaysAgo(s.fixture.author, files, daysAgo, branch);
}

/** The base file's text for `texts`. */
export function english(texts: Texts): string {
  return JSON.stringify(texts, null, 2);
}

/** The service's English items, by key. */
export async function englishKeys(s: Scenario): Promise<Map<string, StringItem>> {
  const strings = await s.service.string.list({ id: s.projectId, langs: ['en'] });
  return new Map((strings['en'] ?? []).map((item) => [item.key, item]));
}

export function retiredOn(revision: Revision, item: StringItem | undefined): boolean {
  return revision === '1.0.9.2'
    ? item?.isHidden === true
    : (item?.tags ?? []).includes('l10n-sync-retired');
}

/** A run that must succeed. */
export async function run(
  s: Scenario,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
): Promise<ActionRun> {
  const result = await s.run(inputs, env);
  expect(result.code, result.stdout).toBe(0);
  return result;
}

/** The summary's row for a key in the removed-keys table. */
export function rowOf(summary: string, key: string): string | undefined {
  return summary.split('\n').find((line) => line.startsWith(`| \`${key}\` |`));
}

/** The sync state's ref on origin. */
function stateRef(s: Scenario): string {
  return `refs/l10n-sync-state/${s.projectId}/main`;
}

/** The recorded sync state on origin, as its JSON object. */
export function recordedState(s: Scenario): Record<string, unknown> {
  const text = git(s.fixture.origin, 'show', '-s', '--format=%B', stateRef(s));
  return JSON.parse(text.slice(text.indexOf('{'))) as Record<string, unknown>;
}

/**
 * Rewrites the sync state on origin as anyone who may push refs could: the recorded state with
 * `records` added to the removed keys it follows.
 */
export function forgeState(s: Scenario, records: readonly unknown[]): void {
  const state = recordedState(s);
  const followed = Array.isArray(state['removedKeys']) ? state['removedKeys'] : [];
  const text = `l10n-sync state\n\n${JSON.stringify({ ...state, removedKeys: [...followed, ...records] })}\n`;
  const tree = git(s.fixture.origin, 'hash-object', '-t', 'tree', '-w', '--stdin');
  const forged = execFileSync(
    'git',
    ['-c', 'user.name=M', '-c', 'user.email=m@example.com', 'commit-tree', tree, '-F', '-'],
    { cwd: s.fixture.origin, input: text, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  ).trim();
  git(s.fixture.origin, 'update-ref', stateRef(s), forged);
}

/** A record as this action writes one, retired long ago: due at once. */
export function retiredRecord(path: readonly string[], name: string, lastHadIn: string): unknown {
  return {
    path,
    name,
    removedAt: '2020-01-01T00:00:00Z',
    lastHadIn,
    goneIn: lastHadIn,
    retired: { at: '2020-01-02T00:00:00Z', hid: true },
  };
}
