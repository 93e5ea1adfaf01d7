import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGit } from '../../src/git/git.ts';
import { comparePulledStrings } from '../../src/pull/pulled-strings.ts';
import { SaidChanges } from '../../src/pull/said-changes.ts';
import { reconcilePulledFile } from '../../src/translations/reconcile.ts';
import type { TextChange } from '../../src/translations/types.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/*
 * The everyday pull's list of strings comes from what each file's decision said it changed
 * (said-changes.ts), not from reading the file and HEAD's again; it must be the list the reading
 * makes, and the reading must still happen wherever what was said is not against HEAD.
 */

const changed = (n: number, prefix = 'k'): TextChange[] =>
  Array.from({ length: n }, (_, i) => ({
    kind: 'changed',
    key: JSON.stringify([`${prefix}${i}`]),
    before: 'a',
    after: 'b',
  }));

describe('SaidChanges', () => {
  it('keeps the texts of languages the list can reach, counts the others', () => {
    const said = new SaidChanges(false, 10);
    said.add('de/a.json', 'de', changed(6));
    said.add('fr/a.json', 'fr', changed(6));
    said.add('it/a.json', 'it', changed(6));
    // Arriving last, an earlier language pushes the later ones out of reach.
    said.add('cs/a.json', 'cs', changed(12));
    expect(said.of('cs/a.json')?.changes).toHaveLength(12);
    for (const path of ['de/a.json', 'fr/a.json', 'it/a.json']) {
      expect(said.of(path)?.changes, path).toBeUndefined();
      expect(said.of(path)?.counts).toEqual({ changed: 6, added: 0, removed: 0 });
    }
    expect(said.of('es/a.json')).toBeUndefined();
  });

  it('keeps the language the list’s end falls in, and every one before', () => {
    const said = new SaidChanges(false, 10);
    said.add('de/a.json', 'de', changed(6));
    said.add('fr/a.json', 'fr', changed(6));
    said.add('it/a.json', 'it', changed(6));
    expect(said.of('de/a.json')?.changes).toEqual(changed(6));
    expect(said.of('fr/a.json')?.changes).toHaveLength(6);
    expect(said.of('it/a.json')?.changes).toBeUndefined();
  });

  it('keeps every text on a first sync, which lists each one both sides changed', () => {
    const said = new SaidChanges(true, 10);
    for (const language of ['de', 'fr', 'it']) said.add(`${language}.json`, language, changed(8));
    expect(said.of('it.json')?.changes).toHaveLength(8);
  });
});

describe('comparing a pull with HEAD from what the rewrite said', () => {
  /** A repository whose de.json and fr.json are committed, then pulled as `after` says. */
  async function pulled(tempDir: string, after: (language: string) => string) {
    const run = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: tempDir,
      });
    mkdirSync(join(tempDir, 'locales'));
    const before = (language: string) =>
      `{\n  "title": "Titel ${language}",\n  "menu": {"open": "Öffnen", "count": 3},\n  "empty": "Leer"\n}\n`;
    for (const language of ['de', 'fr']) {
      writeFileSync(join(tempDir, `locales/${language}.json`), before(language));
    }
    run('init', '-q');
    run('add', '.');
    run('commit', '-qm', 'base');
    const said = new SaidChanges(false);
    for (const language of ['de', 'fr']) {
      const path = `locales/${language}.json`;
      const decision = await reconcilePulledFile(
        path,
        Buffer.from(before(language)),
        Buffer.from(after(language)),
      );
      if (decision.kind !== 'write') throw new Error('nothing written');
      said.add(path, language, decision.textChanges ?? []);
      writeFileSync(join(tempDir, path), decision.content);
    }
    const files = ['de', 'fr'].map((language) => ({
      path: `locales/${language}.json`,
      language,
      localLanguage: language,
      bytes: 1,
    }));
    const tracked = new Set(files.map((f) => f.path));
    return { git: createGit(tempDir), files, tracked, said, run };
  }

  const service = (language: string) =>
    `{"title": "Neuer Titel ${language}", "menu": {"open": "Öffnen", "count": 4}, "empty": ""}`;

  it('lists what reading both files lists, without reading them', async ({ tempDir }) => {
    const { git, files, tracked, said } = await pulled(tempDir, service);
    const base = { since: undefined, files, workTree: tempDir, tracked };
    const read = await comparePulledStrings(git, base);
    const fromSaid = await comparePulledStrings(git, { ...base, dirty: new Set(), said });
    expect(fromSaid).toEqual(read);
    expect(read.strings[0]?.changes).toEqual([
      { kind: 'changed', key: 'menu.count', before: '3', after: '4' },
      { kind: 'changed', key: 'title', before: 'Titel de', after: 'Neuer Titel de' },
    ]);
    // On a first sync every text the service has otherwise is listed with the repository's.
    expect(fromSaid.overrides.map((o) => o.overrides.length)).toEqual([1, 1]);
    // What was said is taken: a file changed after the rewrite (as a formatter would) is not read.
    writeFileSync(join(tempDir, 'locales/de.json'), '{"title": "Something else"}');
    const again = await comparePulledStrings(git, { ...base, dirty: new Set(), said });
    expect(again).toEqual(read);
  });

  it('reads a file that differed from HEAD before the pull, or changed since the last sync', async ({
    tempDir,
  }) => {
    const { git, files, tracked, said, run } = await pulled(tempDir, service);
    writeFileSync(join(tempDir, 'locales/de.json'), '{"title": "Formatted"}');
    const base = { since: undefined, files, workTree: tempDir, tracked, said };
    const dirty = await comparePulledStrings(git, { ...base, dirty: new Set(['locales/de.json']) });
    expect(dirty.strings[0]?.changes?.map((c) => c.key)).toEqual([
      'title',
      'empty',
      'menu.count',
      'menu.open',
    ]);
    // Unknown which files differed: every file is read.
    const unknown = await comparePulledStrings(git, base);
    expect(unknown.strings[0]?.changes?.[0]).toMatchObject({ key: 'title', after: 'Formatted' });
    // A last sync before a commit that changed fr.json: fr.json is read, de.json is not.
    const lastSync = run('rev-parse', 'HEAD').toString().trim();
    writeFileSync(join(tempDir, 'locales/fr.json'), '{"title": "Titel fr!"}');
    run('commit', '-qm', 'fr changed', 'locales/fr.json');
    writeFileSync(join(tempDir, 'locales/fr.json'), service('fr'));
    const since = await comparePulledStrings(git, { ...base, since: lastSync, dirty: new Set() });
    expect(since.strings[0]?.changes?.map((c) => c.key)).toEqual(['menu.count', 'title']);
    expect(since.strings[1]?.changes?.map((c) => c.kind)).toEqual([
      'changed',
      'added',
      'added',
      'added',
    ]);
    // The repository's "Titel fr!" (changed since the sync) and the service's text both listed.
    expect(since.overrides).toEqual([
      {
        path: 'locales/fr.json',
        localLanguage: 'fr',
        overrides: [{ key: 'title', repository: 'Titel fr!', service: 'Neuer Titel fr' }],
      },
    ]);
  });
});
