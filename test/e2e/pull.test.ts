import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Revision } from '../../src/api/index.ts';
import { annotations } from '../support/action-runner.ts';
import { git } from '../support/git-fixture.ts';
import { MODE, unixAttributes, zipBytes } from '../support/zip-writer.ts';
import { jsonFile } from '../support/emulator.ts';
import { translatedProject } from '../support/translated-project.ts';
import type { Scenario, ScenarioOptions } from '../support/scenario.ts';
import { ITEM_SHAPES } from '../emulator/string-items.ts';
import { type Starter, describe, expect, it } from '../support/fixtures.ts';

const EN = { hello: 'Hello', bye: 'Bye' };
const BRANCH = 'l10n-sync/main';

/** A project whose service side has German and French translations of the repository's English. */
function translated(
  start: Starter<ScenarioOptions, Scenario>,
  revision: Revision = '1.0.9.3',
  inputs: Record<string, string> = {},
): Promise<Scenario> {
  return translatedProject(start, {
    revision,
    english: EN,
    translations: {
      de: { hello: 'Hallo', bye: 'Tschüss' },
      fr: { hello: 'Bonjour', bye: 'Au revoir' },
    },
    inputs,
  });
}

function onOrigin(s: Scenario, ref: string, path: string): unknown {
  return JSON.parse(git(s.fixture.origin, 'show', `${ref}:${path}`));
}

function tip(s: Scenario, ref = BRANCH): string | undefined {
  try {
    return git(s.fixture.origin, 'rev-parse', '--verify', '--quiet', `refs/heads/${ref}`);
  } catch {
    return undefined;
  }
}

describe.each(ITEM_SHAPES)('string/list items in the %s shape', (itemShape) => {
  it.override({ itemShape });

  describe.each(['1.0.9.3', '1.0.9.2'] as const)('pull on %s', (revision) => {
    it('opens one pull request, keeps it on re-runs, updates it, and closes it once merged', async ({
      startScenario,
    }) => {
      const s = await translated(startScenario, revision);

      const first = await s.run();
      expect(first.code).toBe(0);
      expect(first.outputs).toMatchObject({
        'pull-request-operation': 'created',
        'pulled-files': '2',
        'changed-languages': '["de","fr"]',
        branch: BRANCH,
      });
      const number = first.outputs['pull-request-number'];
      expect(number).toMatch(/^\d+$/);
      expect(first.outputs['pull-request-url']).toContain(`/pull/${number}`);
      expect(onOrigin(s, BRANCH, 'locales/de.json')).toEqual({ hello: 'Hallo', bye: 'Tschüss' });
      expect(onOrigin(s, BRANCH, 'locales/fr.json')).toEqual({
        hello: 'Bonjour',
        bye: 'Au revoir',
      });
      expect(git(s.fixture.origin, 'log', '-1', '--format=%an <%ae>|%s', BRANCH)).toBe(
        'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>|Update translations',
      );
      const pr = s.github.pulls.find((p) => String(p.number) === number);
      expect(pr?.body).toContain('| de | `locales/de.json` | +');
      expect(first.summary).toContain(`Opened pull request [#${number}]`);
      if (revision === '1.0.9.2') {
        expect(s.calls('download').map((c) => c.code)).toEqual(['200']);
      }

      const pushedTip = tip(s);
      const again = await s.run();
      expect(again.outputs['pull-request-operation']).toBe('unchanged');
      expect(again.outputs['pull-request-number']).toBe(number);
      expect(tip(s)).toBe(pushedTip);

      await s.service.project.import({
        id: s.projectId,
        lang_iso: 'de',
        replace: true,
        file: jsonFile('de.json', { hello: 'Servus', bye: 'Tschüss' }),
      });
      const updated = await s.run();
      expect(updated.outputs['pull-request-operation']).toBe('updated');
      expect(updated.outputs['pull-request-number']).toBe(number);
      expect(updated.outputs['changed-languages']).toBe('["de","fr"]');
      expect(onOrigin(s, BRANCH, 'locales/de.json')).toEqual({ hello: 'Servus', bye: 'Tschüss' });
      expect(s.github.pulls.filter((p) => p.state === 'open')).toHaveLength(1);

      // The translations land on main: nothing is left to propose.
      git(s.fixture.author, 'fetch', '-q', 'origin', BRANCH);
      git(s.fixture.author, 'merge', '-q', '--ff-only', 'FETCH_HEAD');
      git(s.fixture.author, 'push', '-q', 'origin', 'main');
      const merged = await s.run();
      expect(merged.outputs['pull-request-operation']).toBe('closed');
      expect(merged.outputs['pulled-files']).toBe('0');
      expect(s.github.pulls.find((p) => String(p.number) === number)?.state).toBe('closed');

      const quiet = await s.run();
      expect(quiet.outputs['pull-request-operation']).toBe('none');
      expect(s.github.pulls).toHaveLength(1);
    });
  });

  describe('pull', () => {
    it('opens no pull request for a .po file whose only change is its timestamp', async ({
      startScenario,
    }) => {
      const s = await startScenario({
        files: { 'po/en.po': '' },
        languages: ['de'],
        inputs: { mode: 'pull', files: 'po/%LANG_ISO%.po' },
      });
      const po = (msgid: string, msgstr: string, date: string) =>
        `msgid ""\nmsgstr ""\n"Language: de\\n"\n"PO-Revision-Date: ${date}\\n"\n\nmsgid "${msgid}"\nmsgstr "${msgstr}"\n`;
      await s.service.project.import({
        id: s.projectId,
        lang_iso: 'de',
        file: {
          name: 'de.po',
          content: Buffer.from(po('hello', 'Hallo', '2020-01-01 00:00+0000')),
        },
      });
      // What the service exports now, with an older timestamp, is what the repository holds.
      const first = await s.run({ 'pull-target': 'branch' });
      expect(first.code).toBe(0);
      const exported = git(s.fixture.origin, 'show', `${BRANCH}:po/de.po`);
      expect(exported).toMatch(/PO-Revision-Date: \d{4}-/);
      const old = exported.replace(
        /PO-Revision-Date: [^\\\n"]+/,
        'PO-Revision-Date: 2001-01-01 00:00+0000',
      );
      expect(old).not.toBe(exported);
      await s.fixture.commit({ 'po/de.po': `${old}\n` });

      const run = await s.run();
      expect(run.code).toBe(0);
      expect(run.outputs['pulled-files']).toBe('0');
      expect(run.outputs['pull-request-operation']).toBe('none');
      expect(s.github.pulls).toEqual([]);
    });

    it('a second run in the same job (the files already written) keeps the pull request, unchanged', async ({
      startScenario,
    }) => {
      const s = await translated(startScenario);
      const first = await s.run();
      expect(first.outputs['pull-request-operation']).toBe('created');
      const again = await s.run({}, {}, { workspace: first.workspace });
      expect(again.code).toBe(0);
      expect(again.outputs['pull-request-operation']).toBe('unchanged');
      expect(again.outputs['pulled-files']).toBe('2');
      expect(s.github.pulls.filter((p) => p.state === 'open')).toHaveLength(1);
    });

    it('two pull runs started at once end with one branch and one pull request', async ({
      startScenario,
    }) => {
      const s = await translated(startScenario);
      const [a, b] = await Promise.all([s.run(), s.run()]);
      expect([a.code, b.code]).toEqual([0, 0]);
      expect(s.github.pulls).toHaveLength(1);
      expect([a.outputs['pull-request-number'], b.outputs['pull-request-number']]).toEqual([
        String(s.github.pulls[0]?.number),
        String(s.github.pulls[0]?.number),
      ]);
      expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
        `refs/heads/${BRANCH}\nrefs/heads/main`,
      );
    });

    it('dry-run pushes nothing and opens nothing', async ({ startScenario }) => {
      const s = await translated(startScenario);
      const run = await s.run({ 'dry-run': 'true' });
      expect(run.code).toBe(0);
      expect(tip(s)).toBeUndefined();
      expect(s.github.pulls).toEqual([]);
      expect(s.github.requests.filter((r) => r.method !== 'GET')).toEqual([]);
      expect(run.stdout).toContain('[dry-run] would write locales/de.json (de)');
      expect(run.stdout).toContain(
        `[dry-run] Would push a commit of 2 files to ${BRANCH} (from main), then open a pull request from ${BRANCH} into main`,
      );
      expect(run.outputs['pulled-files']).toBe('2');
      expect(run.summary).toContain('The pull request it would send');
    });

    it('dry-run needs no github-token: it previews the pull request without looking up GitHub', async ({
      startScenario,
    }) => {
      const s = await translated(startScenario);
      const run = await s.run({ 'dry-run': 'true', 'github-token': '' }, { GITHUB_REPOSITORY: '' });
      expect(annotations(run.stdout, 'error')).toEqual([]);
      expect(run.code).toBe(0);
      expect(s.github.requests).toEqual([]);
      expect(run.stdout).toContain(
        `[dry-run] Would push a commit of 2 files to ${BRANCH} (from main), then open or update the pull request`,
      );
      expect(run.summary).toContain('The pull request it would send');
    });

    it('builds the commit on the base branch as origin has it, not on an older checkout', async ({
      startScenario,
    }) => {
      const s = await translated(startScenario);
      const run = await s.run(
        {},
        {},
        {
          // The base moves on origin after the checkout was made (a merge while the job ran).
          onStart: () => {
            writeFileSync(join(s.fixture.author, 'README.md'), '# App, moved on\n');
            git(s.fixture.author, 'commit', '-q', '-am', 'Moved on');
            git(s.fixture.author, 'push', '-q', 'origin', 'main');
          },
        },
      );
      expect(run.code).toBe(0);
      const base = git(s.fixture.origin, 'rev-parse', 'refs/heads/main');
      expect(git(s.fixture.origin, 'rev-parse', `refs/heads/${BRANCH}^`)).toBe(base);
      // The pull request holds the translations and nothing else: no revert of the newer README.
      expect(git(s.fixture.origin, 'diff', '--name-only', 'main', BRANCH).split('\n')).toEqual([
        'locales/de.json',
        'locales/fr.json',
      ]);
    });

    it('says so when the base branch is not on origin, and when a tag run has no branch', async ({
      startScenario,
    }) => {
      const s = await translated(startScenario);
      const missing = await s.run({ 'base-branch': 'release' });
      expect(missing.code).toBe(1);
      expect(annotations(missing.stdout, 'error')).toEqual([
        "Invalid base-branch: 'release' is not a branch on origin; set base-branch to the branch the translations should go into",
      ]);
      expect(s.github.pulls).toEqual([]);

      const tag = await s.run(
        {},
        { GITHUB_REF_TYPE: 'tag', GITHUB_REF_NAME: 'v1.0' },
        { onStart: (workspace) => git(workspace, 'checkout', '-q', '--detach') },
      );
      expect(tag.code).toBe(1);
      expect(annotations(tag.stdout, 'error')).toEqual([
        'Cannot tell which branch the checkout is on (detached HEAD); set the base-branch input',
      ]);
    });

    it('fails on a pull language the project lacks, and leaves the open pull request alone', async ({
      startScenario,
    }) => {
      const s = await translated(startScenario);
      expect((await s.run()).outputs['pull-request-operation']).toBe('created');

      const run = await s.run({ 'pull-languages': 'de, pt-BR', 'language-map': 'pt-BR=pt_BR' });
      expect(run.code).toBe(1);
      expect(annotations(run.stdout, 'error')).toEqual([
        `pull-languages names 'pt-BR' ('pt_BR' on the service), which project ${s.projectId} does not have (it has en, de, fr); check the codes and language-map`,
      ]);
      expect(s.github.openPulls()).toHaveLength(1);
      expect(s.calls('project/export')).toHaveLength(1);
    });

    it('dry-run leaves out the export parameters that make the service act elsewhere', async ({
      startScenario,
    }) => {
      const s = await translated(startScenario);
      const mark = s.emulator.calls.length;
      const run = await s.run({
        'dry-run': 'true',
        'export-params': '{"webhook_url": "https://hooks.example.com/l10n", "export_sort": "a_z"}',
      });
      expect(run.code).toBe(0);
      const [exported] = s.calls('project/export', mark);
      expect(exported?.params['webhook_url']).toBeUndefined();
      expect(exported?.params['export_sort']).toBe('a_z');
      expect(run.stdout).toContain(
        '[dry-run] would export with {"webhook_url":"(hidden)"}; left out of this export',
      );
      expect(run.stdout.replace(/^::add-mask::.*$/gm, '')).not.toContain('hooks.example.com');
    });

    it('pull-target branch pushes the branch and opens no pull request; workspace leaves the files', async ({
      startScenario,
    }) => {
      const s = await translated(startScenario);
      const branch = await s.run({ 'pull-target': 'branch', branch: 'translations' });
      expect(branch.outputs).toMatchObject({
        'pull-request-operation': 'none',
        branch: 'translations',
      });
      expect(onOrigin(s, 'translations', 'locales/de.json')).toEqual({
        hello: 'Hallo',
        bye: 'Tschüss',
      });
      expect(s.github.requests).toEqual([]);

      const workspace = await s.run({ 'pull-target': 'workspace' });
      expect(workspace.outputs).toMatchObject({
        'pull-request-operation': 'none',
        'pulled-files': '2',
      });
      expect(workspace.summary).toContain('The files were left changed in the workspace');
      expect(tip(s)).toBeUndefined();
    });

    it.for([
      {
        what: 'a path leaving the checkout',
        entries: [{ name: '../escape/de.json', data: '{}' }],
        message: /'\.\.\/escape\/de\.json': '\.\.' in the path/,
      },
      {
        what: 'a symbolic link',
        entries: [
          {
            name: 'locales/de.json',
            data: '/etc/passwd',
            attributes: unixAttributes(MODE.symlink),
          },
        ],
        message: /symbolic link/,
      },
      {
        what: 'a path outside the patterns',
        entries: [
          { name: 'locales/de.json', data: '{}' },
          { name: '.github/workflows/x.yml', data: 'on: push' },
        ],
        message: /matches no files pattern/,
      },
    ])(
      'refuses a bundle with $what from the service, and changes nothing',
      async ({ entries, message }, { startScenario }) => {
        const s = await translated(startScenario);
        s.emulator.store.nextBundle = zipBytes(entries);
        const run = await s.run();
        expect(run.code).toBe(1);
        const [error] = annotations(run.stdout, 'error');
        expect(error).toMatch(/^Refused the bundle, nothing was written: /);
        expect(error).toMatch(message);
        expect(git(run.workspace, 'status', '--porcelain', '--untracked-files=all')).toBe('');
        expect(tip(s)).toBeUndefined();
        expect(s.github.pulls).toEqual([]);
      },
    );

    it('sync pushes, then pulls, in one run; a failed push stops before the pull', async ({
      startScenario,
    }) => {
      const s = await translated(startScenario, '1.0.9.3', { mode: 'sync' });
      s.emulator.faults.add({ endpoint: 'project/import', kind: 'http503' });
      const failed = await s.run({ 'max-retries': '0' });
      expect(failed.code).toBe(1);
      expect(s.calls('project/export')).toEqual([]);

      s.emulator.faults.clear();
      const run = await s.run();
      expect(run.code).toBe(0);
      expect(run.outputs).toMatchObject({
        'pushed-files': '1',
        'pull-request-operation': 'created',
      });
    });
  });
});
