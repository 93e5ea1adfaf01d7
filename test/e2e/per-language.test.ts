import { jsonFile } from '../support/emulator.ts';
import { git } from '../support/git-fixture.ts';
import type { Scenario, ScenarioOptions } from '../support/scenario.ts';
import { type Starter, describe, expect, it } from '../support/fixtures.ts';

/**
 * pr-per-language through dist/index.js: one export, one branch (`l10n-sync/main/<language>`) and
 * one pull request per language, each on its own; and a repository that switches modes.
 */
const EN = { hello: 'Hello', bye: 'Bye' };
const BRANCH = 'l10n-sync/main';
const TEXTS: Record<string, Record<string, string>> = {
  de: { hello: 'Hallo', bye: 'Tschüss' },
  fr: { hello: 'Bonjour', bye: 'Au revoir' },
  ja: { hello: 'こんにちは', bye: 'さようなら' },
};

/** A project whose service has German, French and Japanese for the repository's English. */
async function threeLanguages(
  start: Starter<ScenarioOptions, Scenario>,
  inputs: Record<string, string> = {},
): Promise<Scenario> {
  const s = await start({
    files: { 'locales/en.json': JSON.stringify(EN, null, 2) },
    languages: Object.keys(TEXTS),
    inputs: { mode: 'pull', ...inputs },
  });
  await s.service.project.import({
    id: s.projectId,
    lang_iso: 'en',
    file: jsonFile('en.json', EN),
  });
  for (const [language, texts] of Object.entries(TEXTS)) {
    await s.service.project.import({
      id: s.projectId,
      lang_iso: language,
      file: jsonFile(`${language}.json`, texts),
    });
  }
  return s;
}

/** The branches on origin, with their commits. */
function branches(s: Scenario): Record<string, string> {
  const listed = git(
    s.fixture.origin,
    'for-each-ref',
    '--format=%(refname:short) %(objectname)',
    'refs/heads',
  );
  return Object.fromEntries(listed.split('\n').map((line) => line.split(' ') as [string, string]));
}

interface Entry {
  readonly number?: number;
  readonly url?: string;
  readonly operation: string;
  readonly branch: string;
}

function pullRequests(outputs: Record<string, string>): Record<string, Entry> {
  return JSON.parse(outputs['pull-requests'] ?? '') as Record<string, Entry>;
}

/** Runs the action, counting the exports it made. */
async function runCounting(s: Scenario, inputs: Record<string, string> = {}) {
  const from = s.emulator.calls.length;
  const run = await s.run(inputs);
  expect(run.code, run.stdout).toBe(0);
  return { run, exports: s.calls('project/export', from).length };
}

function openPull(s: Scenario, branch: string) {
  return s.github.pulls.find((p) => p.state === 'open' && p.head.ref === branch);
}

describe('pr-per-language', () => {
  it('makes a branch and pull request per language from one export, updates only the changed one, and closes the one merged', async ({
    startScenario,
  }) => {
    const s = await threeLanguages(startScenario, {
      'pr-per-language': 'true',
      'pr-reviewers': 'octo-lead, de=anna, fr=marc',
      'pr-labels': 'i18n, ja=japanese',
    });

    const { run: first, exports } = await runCounting(s);
    expect(exports).toBe(1);
    const made = pullRequests(first.outputs);
    expect(Object.keys(made)).toEqual(['de', 'fr', 'ja']);
    for (const language of ['de', 'fr', 'ja']) {
      const entry = made[language];
      expect(entry).toMatchObject({ operation: 'created', branch: `${BRANCH}/${language}` });
      const pr = s.github.pulls.find((p) => p.number === entry?.number);
      expect(pr?.html_url).toBe(entry?.url);
      expect(pr?.head.ref).toBe(`${BRANCH}/${language}`);
      expect(pr?.title).toBe(`Update translations (${language})`);
      // Each pull request shows its own language's file and nothing of the others'.
      expect(pr?.body).toContain(`locales/${language}.json`);
      for (const other of ['de', 'fr', 'ja'].filter((l) => l !== language)) {
        expect(pr?.body).not.toContain(`locales/${other}.json`);
      }
      expect(
        JSON.parse(git(s.fixture.origin, 'show', `${BRANCH}/${language}:locales/${language}.json`)),
      ).toEqual(TEXTS[language]);
      // The branch holds its language only.
      expect(git(s.fixture.origin, 'diff', '--name-only', 'main', `${BRANCH}/${language}`)).toBe(
        `locales/${language}.json`,
      );
      expect(git(s.fixture.origin, 'log', '-1', '--format=%s', `${BRANCH}/${language}`)).toBe(
        `Update translations (${language})`,
      );
    }
    const reviewers = (language: string) =>
      openPull(s, `${BRANCH}/${language}`)
        ?.requested_reviewers.map((u) => u.login)
        .sort();
    expect(reviewers('de')).toEqual(['anna', 'octo-lead']);
    expect(reviewers('fr')).toEqual(['marc', 'octo-lead']);
    expect(reviewers('ja')).toEqual(['octo-lead']);
    const labels = (language: string) =>
      openPull(s, `${BRANCH}/${language}`)
        ?.labels.map((l) => l.name)
        .sort();
    expect(labels('de')).toEqual(['i18n']);
    expect(labels('ja')).toEqual(['i18n', 'japanese']);
    expect(first.outputs).toMatchObject({
      'pull-request-operation': 'created',
      'pull-request-number': '',
      'pull-request-url': '',
      branch: BRANCH,
      'changed-languages': '["de","fr","ja"]',
    });
    expect(branches(s)[BRANCH]).toBeUndefined();
    for (const language of ['de', 'fr', 'ja']) {
      expect(first.summary).toContain(
        `- ${language}: Opened pull request [#${made[language]?.number}](${made[language]?.url})`,
      );
    }

    // Only German changes on the service: only its branch moves.
    await s.service.project.import({
      id: s.projectId,
      lang_iso: 'de',
      replace: true,
      file: jsonFile('de.json', { hello: 'Servus', bye: 'Tschüss' }),
    });
    const before = branches(s);
    const { run: second, exports: secondExports } = await runCounting(s);
    expect(secondExports).toBe(1);
    const kept = pullRequests(second.outputs);
    expect(kept['de']).toMatchObject({ operation: 'updated', number: made['de']?.number });
    expect(kept['fr']).toMatchObject({ operation: 'unchanged', number: made['fr']?.number });
    expect(kept['ja']).toMatchObject({ operation: 'unchanged', number: made['ja']?.number });
    expect(second.outputs['pull-request-operation']).toBe('updated');
    const after = branches(s);
    expect(after[`${BRANCH}/de`]).not.toBe(before[`${BRANCH}/de`]);
    expect(after[`${BRANCH}/fr`]).toBe(before[`${BRANCH}/fr`]);
    expect(after[`${BRANCH}/ja`]).toBe(before[`${BRANCH}/ja`]);
    expect(s.github.pulls.filter((p) => p.state === 'open')).toHaveLength(3);

    // French is merged into main: its pull request has nothing left to propose.
    git(s.fixture.author, 'fetch', '-q', 'origin', `${BRANCH}/fr`);
    git(s.fixture.author, 'merge', '-q', '--ff-only', 'FETCH_HEAD');
    git(s.fixture.author, 'push', '-q', 'origin', 'main');
    const { run: third } = await runCounting(s);
    const merged = pullRequests(third.outputs);
    expect(merged['fr']).toMatchObject({ operation: 'closed', number: made['fr']?.number });
    expect(s.github.pulls.find((p) => p.number === made['fr']?.number)?.state).toBe('closed');
    expect(s.github.comments.map((c) => c.body)).toContain(
      `Closed by l10n-sync: main already has every fr translation this pull brings from project ${s.projectId}.`,
    );
    // The others stay open, rebuilt on the new main.
    expect(openPull(s, `${BRANCH}/de`)?.number).toBe(made['de']?.number);
    expect(openPull(s, `${BRANCH}/ja`)?.number).toBe(made['ja']?.number);
    expect(third.outputs['changed-languages']).toBe('["de","ja"]');

    // Nothing new for French and no pull request open: nothing is said about it.
    const { run: fourth } = await runCounting(s);
    expect(Object.keys(pullRequests(fourth.outputs))).toEqual(['de', 'ja']);
    expect(s.github.pulls).toHaveLength(3);
  });

  it('switches from one pull request to one per language and back', async ({ startScenario }) => {
    const s = await threeLanguages(startScenario);

    const single = await s.run();
    expect(single.outputs['pull-request-operation']).toBe('created');
    const one = Number(single.outputs['pull-request-number']);
    // Without pr-per-language, each changed language names the one pull request.
    expect(pullRequests(single.outputs)).toEqual(
      Object.fromEntries(
        ['de', 'fr', 'ja'].map((l) => [
          l,
          {
            number: one,
            url: single.outputs['pull-request-url'],
            operation: 'created',
            branch: BRANCH,
          },
        ]),
      ),
    );

    // A dry run says what switching would do, and does none of it.
    const refs = git(s.fixture.origin, 'for-each-ref', '--format=%(refname) %(objectname)');
    const dry = await s.run({ 'pr-per-language': 'true', 'dry-run': 'true' });
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(
      `[dry-run] Would close pull request #${one} and delete branch ${BRANCH}: pr-per-language is on`,
    );
    expect(dry.stdout).toContain(`then open a pull request from ${BRANCH}/de into main`);
    expect(dry.summary).toContain('The pull request it would send for ja');
    expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname) %(objectname)')).toBe(refs);
    expect(s.github.pulls.filter((p) => p.state === 'open')).toHaveLength(1);

    // A checkout with every branch fetched (fetch-depth: 0) holds origin/l10n-sync/main too,
    // which would keep origin/l10n-sync/main/de from being fetched or tracked.
    const everyBranch = {
      onStart: (workspace: string) => {
        git(workspace, 'fetch', '-q', 'origin', '+refs/heads/*:refs/remotes/origin/*');
      },
    };
    const split = await s.run({ 'pr-per-language': 'true' }, {}, everyBranch);
    expect(split.code, split.stdout).toBe(0);
    expect(s.github.pulls.find((p) => p.number === one)?.state).toBe('closed');
    expect(s.github.comments.map((c) => c.body)).toContain(
      `Closed by l10n-sync: pr-per-language is on, so translations now come one pull request per language, from the branches ${BRANCH}/<language>. The branch ${BRANCH} is deleted.`,
    );
    expect(Object.keys(branches(s)).sort()).toEqual([
      'l10n-sync/main/de',
      'l10n-sync/main/fr',
      'l10n-sync/main/ja',
      'main',
    ]);
    expect(Object.values(pullRequests(split.outputs)).map((e) => e.operation)).toEqual([
      'created',
      'created',
      'created',
    ]);
    expect(split.summary.replaceAll('<!-- -->', '')).toContain(
      `Closed pull request #${one} and deleted branch ${BRANCH}`,
    );

    // An edit on the service, so the split branches are fetched and compared once more first.
    await s.service.project.import({
      id: s.projectId,
      lang_iso: 'ja',
      replace: true,
      file: jsonFile('ja.json', { ...TEXTS['ja'], bye: 'またね' }),
    });
    const again = await s.run({ 'pr-per-language': 'true' }, {}, everyBranch);
    expect(pullRequests(again.outputs)['ja']?.operation).toBe('updated');
    const back = await s.run({}, {}, everyBranch);
    expect(back.code, back.stdout).toBe(0);
    expect(back.outputs['pull-request-operation']).toBe('created');
    expect(Object.keys(branches(s)).sort()).toEqual([BRANCH, 'main']);
    const open = s.github.pulls.filter((p) => p.state === 'open');
    expect(open.map((p) => p.head.ref)).toEqual([BRANCH]);
    expect(s.github.pulls).toHaveLength(5);
    const closedComments = s.github.comments.filter((c) =>
      c.body.includes('pr-per-language is off'),
    );
    expect(closedComments).toHaveLength(3);
    expect(JSON.parse(git(s.fixture.origin, 'show', `${BRANCH}:locales/ja.json`))).toEqual({
      ...TEXTS['ja'],
      bye: 'またね',
    });
  });

  it('with pull-target: branch, pushes a branch per language and names them', async ({
    startScenario,
  }) => {
    const s = await threeLanguages(startScenario, {
      'pr-per-language': 'true',
      'pull-target': 'branch',
    });
    const { run, exports } = await runCounting(s);
    expect(exports).toBe(1);
    expect(pullRequests(run.outputs)).toEqual({
      de: { operation: 'none', branch: `${BRANCH}/de` },
      fr: { operation: 'none', branch: `${BRANCH}/fr` },
      ja: { operation: 'none', branch: `${BRANCH}/ja` },
    });
    expect(s.github.pulls).toEqual([]);
    expect(Object.keys(branches(s)).sort()).toEqual([
      'l10n-sync/main/de',
      'l10n-sync/main/fr',
      'l10n-sync/main/ja',
      'main',
    ]);
  });
});
