import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGit } from '../../src/git/git.ts';
import { comparePulledStrings } from '../../src/pull/pulled-strings.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { jsonModel } from '../../src/translations/json.ts';
import { poModel } from '../../src/translations/po.ts';
import { pullRequestBody } from '../../src/report/pull-request-body.ts';
import {
  countsOf,
  diffStrings,
  NO_COUNTS,
  type FileStringChanges,
} from '../../src/pull/string-changes.ts';
import { stringChangesSection, titleWithCounts } from '../../src/report/string-changes-table.ts';

const json = (text: string) => jsonModel.read(text) ?? new Map();
const room = {
  limit: 65_536,
  measure: (text: string) => text.length,
  elsewhere: 'in the job summary',
};

function file(
  localLanguage: string,
  before: string,
  after: string,
  path = `${localLanguage}.json`,
): FileStringChanges {
  const changes = diffStrings(json(before), json(after));
  return { path, localLanguage, changes, counts: countsOf(changes) };
}

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

  it('shows each row with shortened, safe texts, sorted by language, kind and key', () => {
    const section = stringChangesSection(
      [
        file('fr', '{"z": "Z"}', '{"z": "Zed", "a": "@octocat | #12"}'),
        file('de', '{"b": "B", "a": "A"}', '{"a": "A2", "c": "x"}'),
      ],
      room,
    );
    const rows = section.split('\n').filter((line) => /^\| (de|fr) \|/.test(line));
    expect(rows).toEqual([
      '| de | changed | `a` | `A` | `A2` |',
      '| de | added | `c` |  | `x` |',
      '| de | removed | `b` | `B` |  |',
      '| fr | changed | `z` | `Z` | `Zed` |',
      '| fr | added | `a` |  | `@octocat \\| #12` |',
    ]);
    expect(section).toContain(
      '**Strings** in de: 1 changed, 1 added, 1 removed; fr: 1 changed, 1 added:',
    );
  });

  it('leaves whole rows out to fit and says how many and where', () => {
    const many = Object.fromEntries(
      Array.from({ length: 5000 }, (_, i) => [`key${i}`, `Text ${i} `.repeat(8)]),
    );
    const files = [file('de', '{}', JSON.stringify(many))];
    const section = stringChangesSection(files, { ...room, limit: 20_000 });
    expect(section.length).toBeLessThanOrEqual(20_000);
    const shown = section.split('\n').filter((line) => line.startsWith('| de | added |')).length;
    expect(shown).toBeGreaterThan(50);
    expect(section).toContain(`| … | ${5000 - shown} more rows in the job summary | | |`);
  });

  it('keeps the pull request body under GitHub limit whatever the number of strings', () => {
    const many = Object.fromEntries(
      Array.from({ length: 20_000 }, (_, i) => [`key.${i}`, `Übersetzung ${i}`]),
    );
    const strings = ['de', 'fr', 'it'].map((language) =>
      file(language, '{}', JSON.stringify(many)),
    );
    const body = pullRequestBody(
      strings.map((s) => ({
        path: s.path,
        language: s.localLanguage,
        localLanguage: s.localLanguage,
        bytes: 1,
      })),
      new Map(),
      {
        projectId: 'p',
        revision: '1.0.9.3',
        exportOptions: {},
        progress: [],
        belowMinimum: [],
        review: undefined,
        overrides: [],
        strings,
        toLocal: (l) => l,
      },
    );
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toMatch(/\| … \| [\d,]+ more rows in the job summary \|/);
    expect(body).toContain('<details><summary>Files</summary>');
  });

  it('names the files it cannot read key by key', () => {
    const section = stringChangesSection(
      [
        {
          path: 'de.ini',
          localLanguage: 'de',
          changes: undefined,
          counts: NO_COUNTS,
          unread: 'format',
        },
      ],
      room,
    );
    expect(section).toContain('Not read key by key');
    expect(section).toContain('- `de.ini` (de): a format the key-level model does not read');
  });
});

describe('the pull request title', () => {
  const files = [
    file('de', '{"a": "A", "b": "B"}', '{"a": "A2", "b": "B2", "c": "C"}'),
    file('fr', '{"a": "A"}', '{}'),
  ];

  it('counts the strings per language in the default title', () => {
    expect(titleWithCounts('Update translations', files)).toBe(
      'Update translations (de: 2 changed, 1 added; fr: 1 removed)',
    );
  });

  it('keeps a title of the workflow as it is', () => {
    expect(titleWithCounts('chore(i18n): sync', files)).toBe('chore(i18n): sync');
  });

  it('leaves languages out before it would grow long', () => {
    const twenty = Array.from({ length: 20 }, (_, i) =>
      file(`l${i}`, '{"a": "A"}', '{"a": "B", "b": "C"}'),
    );
    const title = titleWithCounts('Update translations', twenty);
    expect(title.length).toBeLessThanOrEqual(100);
    expect(title).toMatch(
      /^Update translations \(l0: 1 changed, 1 added; .*; \d+ more languages\)$/,
    );
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
});
