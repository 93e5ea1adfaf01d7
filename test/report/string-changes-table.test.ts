import { describe, expect, it } from 'vitest';
import { jsonModel } from '../../src/translations/json.ts';
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

/** One file's string changes, as the pull finds them between two JSON texts. */
function file(
  localLanguage: string,
  before: string,
  after: string,
  path = `${localLanguage}.json`,
): FileStringChanges {
  const changes = diffStrings(json(before), json(after));
  return { path, localLanguage, changes, counts: countsOf(changes) };
}

describe('the table of the strings a pull changes', () => {
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
