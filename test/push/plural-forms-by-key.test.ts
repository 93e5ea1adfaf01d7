import { git } from '../support/git-fixture.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { planFor, recordsSent, service } from './by-key-plan.ts';

/**
 * A plural key's forms go by key as plain texts do (issue 38): string/set takes a plural key's
 * forms as an object. The service's text of a plural key is its forms as JSON (`json_string`).
 */
describe('plural forms by key', () => {
  it('sends a fix of one form over the service’s forms, keeping the form a translator changed', async ({
    startRepository,
  }) => {
    const repo = await startRepository({
      'locales/de.json': '{"files": {"one": "Eine Datie", "other": "# Dateien"}}\n',
    });
    const since = git(repo.author, 'rev-parse', 'HEAD');
    await repo.commit({
      'locales/de.json': '{"files": {"one": "Eine Datei", "other": "# Dateien"}}\n',
    });
    const workspace = await repo.checkout();
    git(workspace, 'fetch', '-q', '--depth=2', 'origin', 'main');
    const lines: string[] = [];
    const plan = await planFor(
      workspace,
      // The translator reworded `other` on the service; `one` is as the last sync had it.
      service([['de', 'files', '{"one":"Eine Datie","other":"# Dokumente"}', true]]),
      since,
      lines,
    );
    expect(plan.imports).toEqual([]);
    expect(plan.texts.map((t) => [t.name, t.form, t.text, t.why])).toEqual([
      ['files', 'one', 'Eine Datei', 'fix'],
    ]);
    expect(await recordsSent(workspace, plan.texts)).toEqual([
      [{ key: 'files', translations: { de: { one: 'Eine Datei', other: '# Dokumente' } } }],
    ]);
  });

  it('fills every form of a plural key the service marks plural and has no text of', async ({
    startRepository,
  }) => {
    const repo = await startRepository({
      'locales/de.json':
        '{"title": "Titel", "files": {"one": "Eine Datei", "other": "# Dateien"}}\n',
    });
    const workspace = await repo.checkout();
    const plan = await planFor(
      workspace,
      service([
        ['de', 'title', ''],
        ['de', 'files', '', true],
      ]),
      undefined,
    );
    expect(plan.imports).toEqual([]);
    expect(await recordsSent(workspace, plan.texts)).toEqual([
      [
        { key: 'title', translations: { de: 'Titel' } },
        { key: 'files', translations: { de: { one: 'Eine Datei', other: '# Dateien' } } },
      ],
    ]);
  });

  it('imports where the forms cannot be told: no text and no plural mark, or a plain text', async ({
    startRepository,
  }) => {
    const repo = await startRepository({
      'locales/de.json': '{"files": {"one": "Eine Datei", "other": "# Dateien"}}\n',
    });
    const workspace = await repo.checkout();
    for (const text of ['', 'Dateien']) {
      const lines: string[] = [];
      // The interface's shape marks no key plural: with no text, the forms are not known.
      const plan = await planFor(workspace, service([['de', 'files', text]]), undefined, lines);
      expect(plan.texts).toEqual([]);
      expect(lines).toContain(
        'locales/de.json (de) goes by import: files.one: no one key of the service by its name',
      );
    }
  });

  it('holds a form the service has as it is, and one only the service changed', async ({
    startRepository,
  }) => {
    const repo = await startRepository({
      'locales/de.json': '{"files": {"one": "Eine Datei", "other": "# Dateien"}}\n',
    });
    const since = git(repo.author, 'rev-parse', 'HEAD');
    const workspace = await repo.checkout();
    const plan = await planFor(
      workspace,
      service([['de', 'files', '{"one":"Eine Datei","other":"# Dokumente"}', true]]),
      since,
    );
    expect(plan).toMatchObject({ texts: [], imports: [] });
  });
});
