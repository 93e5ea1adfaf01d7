import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGit } from '../../src/git/git.ts';
import { comparePulledStrings } from '../../src/pull/pulled-strings.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { jsonModel } from '../../src/translations/json.ts';
import { poModel } from '../../src/translations/po.ts';
import { diffStrings, NO_COUNTS, rowsPerLanguage } from '../../src/pull/string-changes.ts';
import { stringChangesSection, titleWithCounts } from '../../src/report/string-changes-table.ts';

const json = (text: string) => jsonModel.read(text) ?? new Map();
const room = {
  limit: 65_536,
  measure: (text: string) => text.length,
  elsewhere: 'in the job summary',
};

describe('the strings a pull changes', () => {
  it('lists changed, added and removed keys with their texts; order and formatting are no change', () => {
    const before = '{"b": "B", "a": "A", "menu": {"open": "Öffnen", "old": "Alt"}}';
    const after = '{\n  "a": "A",\n  "b": "Bee",\n  "menu": {"open": "Öffnen!"},\n  "c": "C"\n}';
    expect(diffStrings(json(before), json(after))).toEqual([
      { kind: 'changed', key: 'b', before: 'B', after: 'Bee' },
      { kind: 'changed', key: 'menu.open', before: 'Öffnen', after: 'Öffnen!' },
      { kind: 'added', key: 'c', after: 'C' },
      { kind: 'removed', key: 'menu.old', before: 'Alt' },
    ]);
    expect(
      diffStrings(
        json(before),
        json('{"a": "A", "menu": {"old": "Alt", "open": "Öffnen"}, "b": "B"}'),
      ),
    ).toEqual([]);
  });

  it('takes a .po comment, reference or header change for no change', () => {
    const po = (comment: string, text: string) =>
      `msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n#. ${comment}\n#: src/a.ts:${comment.length}\nmsgid "Save"\nmsgstr "${text}"\n`;
    const read = (text: string) => poModel.read(text) ?? new Map();
    expect(diffStrings(read(po('old', 'Sichern')), read(po('a new comment', 'Sichern')))).toEqual(
      [],
    );
    expect(diffStrings(read(po('old', 'Sichern')), read(po('old', 'Speichern')))).toHaveLength(1);
  });
});

describe('comparing a pull with HEAD', () => {
  it('keeps the first rows of a huge pull and counts them all, new files included', async ({
    tempDir,
  }) => {
    const run = (...args: string[]) => execFileSync('git', args, { cwd: tempDir });
    const texts = (suffix: string, keys = 30_000) =>
      JSON.stringify(
        Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, `T${i}${suffix}`])),
      );
    mkdirSync(join(tempDir, 'locales'));
    writeFileSync(join(tempDir, 'locales/de.json'), texts(''));
    run('init', '-q');
    run('add', '.');
    run('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'base');
    writeFileSync(join(tempDir, 'locales/de.json'), texts('!'));
    // New files: 80 kB, then 170 kB, past the 128 KiB read key by key in one pull.
    writeFileSync(join(tempDir, 'locales/fr.json'), texts('', 5_000));
    writeFileSync(join(tempDir, 'locales/it.json'), texts('', 10_000));
    const files = ['de', 'fr', 'it'].map((l) => ({
      path: `locales/${l}.json`,
      language: l,
      localLanguage: l,
      bytes: 1,
    }));
    const { strings } = await comparePulledStrings(createGit(tempDir), {
      since: undefined,
      files,
      workTree: tempDir,
    });
    // Told HEAD's files, it asks git only for those, and finds the same.
    const told = await comparePulledStrings(createGit(tempDir), {
      since: undefined,
      files,
      workTree: tempDir,
      tracked: new Set(['locales/de.json']),
    });
    expect(told.strings).toEqual(strings);
    const [de, fr, italian] = strings;
    expect(de?.counts).toEqual({ changed: 30_000, added: 0, removed: 0 });
    expect(de?.changes).toHaveLength(25_000);
    // A new file is read key by key too: every key added, counted though no row is left for it.
    expect(fr?.counts).toEqual({ changed: 0, added: 5_000, removed: 0 });
    expect(fr?.changes).toEqual([]);
    // Past the budget, a new file is named, not read.
    expect(italian).toMatchObject({ path: 'locales/it.json', changes: undefined, unread: 'new' });
    expect(italian?.counts).toEqual(NO_COUNTS);
    const section = stringChangesSection(strings, room);
    expect(section).toMatch(/\| … \| \d+ more rows in the job summary \| \| \|/);
    expect(titleWithCounts('Update translations', strings)).toBe(
      'Update translations (de: 30000 changed; fr: 5000 added)',
    );
  });

  it('with a pull request per language, keeps each language its own first rows', async ({
    tempDir,
  }) => {
    const run = (...args: string[]) => execFileSync('git', args, { cwd: tempDir });
    const texts = (suffix: string) =>
      JSON.stringify(
        Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`k${i}`, `T${i}${suffix}`])),
      );
    mkdirSync(join(tempDir, 'locales'));
    for (const language of ['de', 'fr']) {
      writeFileSync(join(tempDir, `locales/${language}.json`), texts(''));
    }
    run('init', '-q');
    run('add', '.');
    run('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'base');
    for (const language of ['de', 'fr']) {
      writeFileSync(join(tempDir, `locales/${language}.json`), texts('!'));
    }
    const files = ['de', 'fr'].map((l) => ({
      path: `locales/${l}.json`,
      language: l,
      localLanguage: l,
      bytes: 1,
    }));
    const base = { since: undefined, files, workTree: tempDir };
    const rows = async (perLanguage: boolean) =>
      (await comparePulledStrings(createGit(tempDir), { ...base, perLanguage })).strings.map(
        (file) => [file.changes?.length, file.counts.changed],
      );
    // One list: its first rows are German; French is counted, with no row left for it.
    expect(await rows(false)).toEqual([
      [25_000, 30_000],
      [0, 30_000],
    ]);
    // A body per language: French's lists its own rows too.
    expect(await rows(true)).toEqual([
      [rowsPerLanguage(2), 30_000],
      [rowsPerLanguage(2), 30_000],
    ]);
    expect(rowsPerLanguage(2)).toBe(12_500);
    expect(rowsPerLanguage(100)).toBe(1_000);
  });
});
