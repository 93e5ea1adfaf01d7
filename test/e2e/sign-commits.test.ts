import { annotations } from '../support/action-runner.ts';
import { git } from '../support/git-fixture.ts';
import { jsonFile } from '../support/emulator.ts';
import type { Scenario, ScenarioOptions } from '../support/scenario.ts';
import { type Starter, describe, expect, it } from '../support/fixtures.ts';

/** sign-commits (issue 14, part 4): the commit made by GitHub's Git database API, signed. */

const BRANCH = 'l10n-sync/main';
const EN = { hello: 'Hello', bye: 'Bye' };

async function project(start: Starter<ScenarioOptions, Scenario>) {
  const s = await start({
    files: { 'locales/en.json': JSON.stringify(EN, null, 2), 'README.md': '# App\n' },
    languages: ['de', 'fr'],
    inputs: { mode: 'pull', 'sign-commits': 'true' },
  });
  await translate(s, { de: { hello: 'Hallo', bye: 'Tschüss' }, fr: { hello: 'Bonjour' } });
  return s;
}

async function translate(s: Scenario, texts: Record<string, Record<string, string>>) {
  await s.service.project.import({
    id: s.projectId,
    lang_iso: 'en',
    file: jsonFile('en.json', EN),
  });
  for (const [language, content] of Object.entries(texts)) {
    await s.service.project.import({
      id: s.projectId,
      lang_iso: language,
      file: jsonFile(`${language}.json`, content),
      replace: true,
    });
  }
}

/** The API writes the run sent, as `METHOD path` (GraphQL by its mutation). */
function writes(s: Scenario, from = 0): string[] {
  return s.github.requests
    .slice(from)
    .filter((r) => r.method !== 'GET')
    .map((r) =>
      r.path === '/graphql'
        ? `graphql ${/\b(\w+)\(input/.exec(String((r.body as { query?: string }).query))?.[1] ?? '?'}`
        : `${r.method} ${r.path.replace('/repos/octo/app', '')}`,
    );
}

describe('sign-commits', () => {
  it('makes the commit through the API on the base tip: signed, by the token, with the tree git would make', async ({
    startScenario,
  }) => {
    const s = await project(startScenario);
    const run = await s.run();
    expect(run.code).toBe(0);
    expect(run.outputs['pull-request-operation']).toBe('created');
    expect(writes(s)).toEqual([
      'POST /git/blobs',
      'POST /git/blobs',
      'POST /git/trees',
      'POST /git/commits',
      'POST /git/refs',
      'POST /pulls',
    ]);
    const tip = git(s.fixture.origin, 'rev-parse', BRANCH);
    const object = git(s.fixture.origin, 'cat-file', 'commit', tip);
    expect(object).toMatch(/^committer GitHub <noreply@github\.com>/m);
    expect(object).toMatch(/^gpgsig -----BEGIN PGP SIGNATURE-----/m);
    expect(object).toMatch(/^author github-actions\[bot\]/m);
    expect(git(s.fixture.origin, 'rev-parse', `${BRANCH}^`)).toBe(
      git(s.fixture.origin, 'rev-parse', 'main'),
    );
    expect(git(s.fixture.origin, 'diff', '--name-only', 'main', BRANCH).split('\n')).toEqual([
      'locales/de.json',
      'locales/fr.json',
    ]);
    expect(JSON.parse(git(s.fixture.origin, 'show', `${BRANCH}:locales/de.json`))).toEqual({
      hello: 'Hallo',
      bye: 'Tschüss',
    });
    expect(run.stdout).toMatch(
      /GitHub made the signed commit [0-9a-f]{12} \(2 files, 2 uploaded\)/,
    );
  });

  it('writes nothing when the branch already has the translations, and moves it only from the tip it read', async ({
    startScenario,
  }) => {
    const s = await project(startScenario);
    expect((await s.run()).code).toBe(0);
    const first = git(s.fixture.origin, 'rev-parse', BRANCH);

    const mark = s.github.requests.length;
    const again = await s.run();
    expect(again.outputs['pull-request-operation']).toBe('unchanged');
    expect(writes(s, mark).filter((w) => w.includes('/git/'))).toEqual([]);
    expect(git(s.fixture.origin, 'rev-parse', BRANCH)).toBe(first);

    await translate(s, { de: { hello: 'Servus', bye: 'Tschüss' }, fr: { hello: 'Bonjour' } });
    const later = s.github.requests.length;
    const update = await s.run();
    expect(update.outputs['pull-request-operation']).toBe('updated');
    expect(writes(s, later).filter((w) => !w.includes('/pulls'))).toEqual([
      'POST /git/blobs',
      'POST /git/trees',
      'POST /git/commits',
      'graphql updateRefs',
    ]);
    const moved = s.github.requests.slice(later).find((r) => r.path === '/graphql');
    expect((moved?.body as { variables: unknown }).variables).toMatchObject({
      refUpdates: [{ name: `refs/heads/${BRANCH}`, beforeOid: first, force: true }],
    });
    expect(git(s.fixture.origin, 'rev-parse', `${BRANCH}^`)).toBe(
      git(s.fixture.origin, 'rev-parse', 'main'),
    );
  });

  it('looks again when another run moves the branch between its read and its update', async ({
    startScenario,
  }) => {
    const s = await project(startScenario);
    expect((await s.run()).code).toBe(0);
    await translate(s, { de: { hello: 'Servus', bye: 'Tschüss' }, fr: { hello: 'Bonjour' } });
    // A rival run's commit lands on the branch just before this run's update.
    const rival = git(s.fixture.origin, 'commit-tree', '-p', 'main', '-m', 'rival', 'main^{tree}');
    const database = s.github.gitDatabase;
    if (!database) throw new Error('the scenario has a Git database');
    database.beforeNextRefUpdate = () =>
      git(s.fixture.origin, 'update-ref', `refs/heads/${BRANCH}`, rival);
    const run = await s.run();
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${BRANCH} moved on origin while this run pushed; looking again`);
    const updates = s.github.requests.filter((r) => r.path === '/graphql');
    expect(
      updates
        .map(
          (r) =>
            (r.body as { variables: { refUpdates: [{ beforeOid: string }] } }).variables
              .refUpdates[0].beforeOid,
        )
        .at(-1),
    ).toBe(rival);
    expect(JSON.parse(git(s.fixture.origin, 'show', `${BRANCH}:locales/de.json`))).toMatchObject({
      hello: 'Servus',
    });
  });

  it('fails with one line when GitHub refuses the commit, and moves nothing', async ({
    startScenario,
  }) => {
    const s = await project(startScenario);
    s.github.failNext(
      'POST',
      '/repos/octo/app/git/commits',
      403,
      'Resource not accessible by integration',
    );
    const run = await s.run();
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /::error::Could not create the commit: .*Resource not accessible by integration/,
    );
    expect(() => git(s.fixture.origin, 'rev-parse', '--verify', '--quiet', BRANCH)).toThrow();
  });

  it('needs github-token even where no pull request is opened, and says so', async ({
    startScenario,
  }) => {
    const s = await project(startScenario);
    const mark = s.emulator.calls.length;
    const run = await s.run({ 'pull-target': 'branch', 'github-token': '' });
    expect(run.code).toBe(1);
    expect(annotations(run.stdout, 'error')).toEqual([
      'Input required for sign-commits and not supplied: github-token',
    ]);
    // Checked with the inputs: before the export and download, not after them.
    expect(s.emulator.calls.slice(mark)).toEqual([]);
  });
});
