import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { git } from '../support/git-fixture.ts';
import { annotations } from '../support/action-runner.ts';
import { setByKey, uploaded } from '../support/scenario.ts';
import { ITEM_SHAPES } from '../emulator/string-items.ts';
import { describe, expect, it } from '../support/fixtures.ts';

const FILES = {
  'locales/en.json': JSON.stringify({ hello: 'Hello', bye: 'Bye' }),
  'locales/de.json': JSON.stringify({ hello: 'Hallo' }),
  'help/en/faq.json': JSON.stringify({ q1: 'How?' }),
  'README.md': '# App\n',
};
const TWO_PATTERNS = { files: 'locales/%LANG_ISO%.json\nhelp/%LANG_ISO%/faq.json' };

describe.each(ITEM_SHAPES)('string/list items in the %s shape', (itemShape) => {
  it.override({ itemShape });

  describe('push', () => {
    it('uploads every base-language file on the first run, then nothing until a file changes', async ({
      startScenario,
    }) => {
      const s = await startScenario({
        files: FILES,
        languages: ['de'],
        inputs: TWO_PATTERNS,
      });
      const first = await s.run();
      expect(first.code).toBe(0);
      // The base language as configured, then the translations by key (the service lacked them).
      expect(uploaded(s.calls('project/import'))).toEqual(['help/en/faq.json', 'locales/en.json']);
      expect(s.calls('project/import').map((c) => c.params['replace'])).toEqual(['1', '1']);
      expect(setByKey(s.calls('string/set'))).toEqual(['de hello=Hallo']);
      expect(first.outputs).toMatchObject({ 'pushed-files': '2', 'keys-inserted': '3' });
      const head = git(s.fixture.origin, 'rev-parse', 'main');
      expect(first.outputs['pushed-commit']).toBe(head);
      expect(s.syncRef()).toBe(head);
      expect(first.summary).toContain('| `locales/en.json` | en | 2 | 0 | 0 |');
      expect(first.stdout).toContain('first push, every file counts');

      const mark = s.emulator.calls.length;
      const second = await s.run();
      expect(second.code).toBe(0);
      expect(s.calls('project/import', mark)).toEqual([]);
      expect(second.outputs['pushed-files']).toBe('0');
      expect(second.summary).toContain('No translation file to upload at commit');
      // Nothing to upload and the ref already there: no empty group, no push of the ref.
      expect(second.stdout).not.toContain('::group::Upload');
      expect(second.stdout).toMatch(/refs\/l10n-sync\/\S+ is at [0-9a-f]{12} already/);
      expect(second.outputs['pushed-commit']).toBe(head);
    });

    it('warns when a file it uploads has changes the commit does not have', async ({
      startScenario,
    }) => {
      const s = await startScenario({ files: FILES, languages: ['de'], inputs: TWO_PATTERNS });
      const run = await s.run(
        {},
        {},
        {
          // A step before this one rewrote the file and did not commit it.
          onStart: (workspace) =>
            writeFileSync(join(workspace, 'locales/en.json'), '{"hello": "Hello, edited"}'),
        },
      );
      expect(run.code).toBe(0);
      const head = s.syncRef() ?? '';
      expect(annotations(run.stdout, 'warning')).toEqual([
        `locales/en.json has changes not committed in the checkout: they are uploaded, but the sync ref records ${head.slice(0, 12)}; commit them in the workflow before this step`,
      ]);
    });

    it('says which files push-languages leaves out, and warns when no file matches the patterns', async ({
      startScenario,
    }) => {
      const s = await startScenario({ files: FILES, languages: ['de'], inputs: TWO_PATTERNS });
      const run = await s.run();
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(
        '1 file of languages push-languages does not choose (it chooses the base language (en)) goes up with replace off',
      );
      expect(run.stdout).toContain(
        '  locales/de.json (de, as locales/en.json, translations the service lacks)',
      );
      expect(annotations(run.stdout, 'warning')).toEqual([]);

      const typo = await s.run({ files: 'locale/%LANG_ISO%.json', 'push-scope': 'all' });
      expect(typo.code).toBe(0);
      expect(annotations(typo.stdout, 'warning')).toEqual([
        "files: 'locale/%LANG_ISO%.json' matches no file; found locales/de.json, locales/en.json, help/en/faq.json; check the pattern",
      ]);
    });

    it('uploads exactly the file a commit changed', async ({ startScenario }) => {
      const s = await startScenario({
        files: FILES,
        languages: ['de'],
        inputs: TWO_PATTERNS,
      });
      await s.run();
      const commit = await s.fixture.commit({
        'locales/en.json': JSON.stringify({ hello: 'Hello!', bye: 'Bye' }),
      });
      const mark = s.emulator.calls.length;
      const run = await s.run();
      expect(run.code).toBe(0);
      expect(uploaded(s.calls('project/import', mark))).toEqual(['locales/en.json']);
      expect(run.stdout).toContain('::group::Upload 1 file\n');
      expect(run.summary).toContain('Uploaded 1 of 1 file from commit');
      expect(run.outputs).toMatchObject({
        'pushed-files': '1',
        'keys-updated': '1',
        'keys-skipped': '1',
      });
      expect(run.outputs['pushed-commit']).toBe(commit);
      expect(s.syncRef()).toBe(commit);
    });

    it('uploads nothing for a commit that touches only files outside the patterns, and moves the ref', async ({
      startScenario,
    }) => {
      const s = await startScenario({ files: FILES, languages: ['de'] });
      await s.run();
      const commit = await s.fixture.commit({
        'README.md': '# App, changed\n',
        'src/app.ts': 'export {};\n',
      });
      const mark = s.emulator.calls.length;
      const run = await s.run();
      expect(run.code).toBe(0);
      expect(s.calls('project/import', mark)).toEqual([]);
      expect(s.syncRef()).toBe(commit);
    });

    it('pushes translations too with push-languages: all, and push-scope: all uploads unchanged files', async ({
      startScenario,
    }) => {
      const s = await startScenario({ files: FILES, languages: ['de'] });
      await s.run({ 'push-languages': 'all' });
      expect(uploaded(s.calls('project/import'))).toEqual([
        'locales/en.json',
        'locales/en.json (de)',
      ]);
      expect(s.calls('project/import').map((c) => c.params['replace'])).toEqual(['1', '1']);
      // Every file counts again; the German one brings the service nothing it lacks: not imported.
      const mark = s.emulator.calls.length;
      const all = await s.run({ 'push-scope': 'all' });
      expect(uploaded(s.calls('project/import', mark))).toEqual(['locales/en.json']);
      expect(s.calls('project/import', mark).map((c) => c.params['replace'])).toEqual(['1']);
      expect(s.calls('string/set', mark)).toEqual([]);
      expect(all.stdout).toContain(
        'Not imported: 1 translation file whose every text the service has or got by key',
      );
    });

    it('sends the import options and the repository path in the revision names', async ({
      startScenario,
    }) => {
      const s = await startScenario({ files: FILES });
      await s.run({
        replace: 'false',
        hidden: 'true',
        tags: 'ci, nightly',
        'cleanup-mode': 'true',
      });
      const [call] = s.calls('project/import');
      expect(call?.params).toMatchObject({
        lang_iso: 'en',
        replace: '0',
        hidden: '1',
        distinguish: '1',
        fill_empty: '0',
        convert_placeholders: '1',
        cleanup_mode: '1',
        tags: '["ci","nightly"]',
        filename: 'locales/en.json',
      });
      // Cleanup mode deletes keys: a snapshot is always taken first.
      expect(
        s
          .calls()
          .map((c) => c.endpoint)
          .indexOf('project/snapshot'),
      ).toBeLessThan(
        s
          .calls()
          .map((c) => c.endpoint)
          .indexOf('project/import'),
      );
    });

    it('warns and skips files of languages the project lacks, or adds them when asked', async ({
      startScenario,
    }) => {
      const s = await startScenario({ files: FILES });
      const skipped = await s.run({ 'push-languages': 'all' });
      expect(skipped.code).toBe(0);
      expect(skipped.stdout).toMatch(
        /::warning::Skipping locales\/de.json: the project has no language 'de'; add it on the service \(or set add-missing-languages\), then run once with push-scope: all/,
      );
      expect(uploaded(s.calls('project/import'))).toEqual(['locales/en.json']);

      const mark = s.emulator.calls.length;
      const added = await s.run({
        'push-languages': 'all',
        'push-scope': 'all',
        'add-missing-languages': 'true',
      });
      expect(added.code).toBe(0);
      expect(s.calls('language/add', mark).map((c) => c.params['iso'])).toEqual(['["de"]']);
      expect(uploaded(s.calls('project/import', mark))).toEqual([
        'locales/en.json',
        'locales/en.json (de)',
      ]);
    });

    it('maps local language codes to the service with language-map', async ({ startScenario }) => {
      const s = await startScenario({
        files: { 'locales/en.json': '{"a":"A"}', 'locales/pt-BR.json': '{"a":"Á"}' },
        languages: ['pt_BR'],
      });
      await s.run({ 'push-languages': 'pt-BR', 'language-map': 'pt-BR=pt_BR' });
      expect(
        s.calls('project/import').map((c) => `${c.params['lang_iso']} ${c.params['replace']}`),
      ).toEqual(['en 0', 'pt_BR 1']);
    });
  });

  describe('push failures', () => {
    it('uploads the other files when one fails, exits 1, leaves the ref, and the next run catches up', async ({
      startScenario,
    }) => {
      const files = {
        'locales/en.json': '{"a":"A"}',
        'help/en/faq.json': '{"q": "Q",',
        'docs/en/guide.json': '{"g":"G"}',
      };
      const s = await startScenario({
        files,
        inputs: {
          files: 'locales/%LANG_ISO%.json, help/%LANG_ISO%/faq.json, docs/%LANG_ISO%/guide.json',
        },
      });
      // The second file is not valid JSON: the service refuses it with 4046.
      const failed = await s.run();
      expect(failed.code).toBe(1);
      expect(uploaded(s.calls('project/import'))).toEqual([
        'docs/en/guide.json',
        'locales/en.json',
      ]);
      expect(s.calls('project/import').map((c) => c.code)).toEqual(['200', '4046', '200']);
      expect(failed.stdout).toMatch(
        /::error file=help\/en\/faq.json::\[2\/3\] help\/en\/faq.json \(en\) failed: project\/import \(revision 1.0.9.3\) failed with 4046/,
      );
      expect(failed.stdout).toMatch(
        /::error::Push failed for help\/en\/faq.json; the sync ref was left where it was/,
      );
      expect(failed.outputs['pushed-files']).toBe('2');
      expect(failed.outputs['pushed-commit']).toBe('');
      expect(failed.summary).toContain('❌');
      expect(s.syncRef()).toBeUndefined();

      await s.fixture.commit({ 'help/en/faq.json': '{"q": "Q"}' }, 'Fix the FAQ');
      const mark = s.emulator.calls.length;
      const retried = await s.run();
      expect(retried.code).toBe(0);
      expect(uploaded(s.calls('project/import', mark))).toContain('help/en/faq.json');
      expect(s.syncRef()).toMatch(/^[0-9a-f]{40}$/);
    });

    it('stops after two imports in a row failed on every retry: the service is down', async ({
      startScenario,
    }) => {
      const names = ['a', 'b', 'c', 'd'];
      const s = await startScenario({
        files: Object.fromEntries(names.map((n) => [`${n}/en.json`, `{"${n}":"${n}"}`])),
        inputs: { files: names.map((n) => `${n}/%LANG_ISO%.json`).join('\n') },
      });
      // The second and third imports fail on their first try and on their one retry.
      s.emulator.faults.add({ endpoint: 'project/import', kind: 'http503', nth: 2, count: 4 });
      const run = await s.run({ 'max-retries': '1' });
      expect(run.code).toBe(1);
      expect(s.calls('project/import').map((c) => c.code)).toEqual([
        '200',
        'http503',
        'http503',
        'http503',
        'http503',
      ]);
      expect(annotations(run.stdout, 'error').at(-1)).toMatch(
        /^Push failed for b\/en.json, c\/en.json, d\/en.json;/,
      );
      expect(run.summary).toContain('not attempted: two imports in a row failed after every retry');
      // The retry itself is a line of the log, not an annotation.
      expect(run.stdout).toMatch(/^import failed \(HTTP 503 .*\): retry 1 in [\d.]+ s$/m);
      expect(annotations(run.stdout, 'warning')).toEqual([]);
    });

    it('in sync mode, skips the pull after a failed upload, and says so', async ({
      startScenario,
    }) => {
      const s = await startScenario({ files: { 'locales/en.json': '{"a":"A"}' } });
      s.emulator.faults.add({ endpoint: 'project/import', kind: 'http503', count: 2 });
      const run = await s.run({ mode: 'sync', 'max-retries': '1' });
      expect(run.code).toBe(1);
      expect(annotations(run.stdout, 'error').at(-1)).toBe(
        'Push failed for locales/en.json; the sync ref was left where it was, so the next run uploads them again; the pull was skipped',
      );
      expect(s.calls('project/export')).toEqual([]);
      expect(s.github.requests).toEqual([]);
    });

    it('stops after an error no other import could survive', async ({ startScenario }) => {
      const s = await startScenario({
        files: { 'a/en.json': '{"a":"A"}', 'b/en.json': '{"b":"B"}' },
        inputs: { files: 'a/%LANG_ISO%.json\nb/%LANG_ISO%.json' },
      });
      const run = await s.run({ 'api-token': s.emulator.tokens.readOnly });
      expect(run.code).toBe(1);
      expect(s.calls('project/import')).toHaveLength(1);
      expect(run.stdout).toMatch(/failed with 403: no permission to access this resource: /);
      expect(run.summary).toContain('not attempted: an earlier import failed with 403');
      expect(run.everything).not.toContain(s.emulator.tokens.readOnly);
    });

    it('dry-run reads but writes nothing: the store and the ref are unchanged', async ({
      startScenario,
    }) => {
      const s = await startScenario({
        files: FILES,
        inputs: { 'cleanup-mode': 'true' },
      });
      const before = JSON.stringify(s.emulator.store);
      const run = await s.run({
        'dry-run': 'true',
        'push-languages': 'all',
        'add-missing-languages': 'true',
      });
      expect(run.code).toBe(0);
      expect(JSON.stringify(s.emulator.store)).toBe(before);
      const writes = s
        .calls()
        .filter((c) => !['language/list', 'project/list', 'language/listall'].includes(c.endpoint));
      expect(writes).toEqual([]);
      expect(run.stdout).toMatch(
        /\[dry-run\] would call project\/import with \{"id":"[^"]+","file":"en.json \(\d+ bytes\)","lang_iso":"en"/,
      );
      expect(run.stdout).toContain('[dry-run] would call project/snapshot');
      expect(run.stdout).toContain('[dry-run] would call language/add');
      expect(run.stdout).toMatch(/\[dry-run\] would move refs\/l10n-sync\//);
      expect(s.syncRef()).toBeUndefined();
      // Nothing claims an upload that did not happen.
      expect(run.stdout).toContain('locales/en.json (en): not uploaded (dry run)');
      expect(run.summary).toMatch(/Would upload \d+ files from commit/);
      expect(run.summary).not.toMatch(/Uploaded|inserted/);
    });

    it('puts the error of a failed run in the job summary', async ({ startScenario }) => {
      const s = await startScenario({ files: FILES });
      const run = await s.run({ 'api-token': s.emulator.tokens.readOnly });
      expect(run.code).toBe(1);
      expect(run.summary).toContain('### ❌ Failed');
      expect(run.summary).toContain('Push failed for locales/en.json; the sync ref was left');

      const bad = await s.run({ mode: 'sideways', 'push-scope': 'some' });
      expect(bad.code).toBe(1);
      expect(bad.summary).toContain(
        "- Invalid mode: expected one of push, pull, sync, check, got 'sideways'",
      );
      expect(bad.summary).toContain(
        "- Invalid push-scope: expected one of changed, all, got 'some'",
      );
    });
  });
});
