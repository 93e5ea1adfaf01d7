import { describe, expect, it } from 'vitest';
import type { PublishResult } from '../../src/propose/publish-types.ts';
import { annotationsByLanguage, needsReviewSection } from '../../src/qa/report.ts';
import { logKeptAndOverridden, logSkipped } from '../../src/pull/pull-log.ts';
import type { FetchReport, PulledFile } from '../../src/pull/pull-types.ts';
import type { FileOverrides } from '../../src/pull/repository-edits.ts';
import { countsOf, type FileStringChanges } from '../../src/pull/string-changes.ts';
import { pullRequestBody } from '../../src/report/pull-request-body.ts';
import { repositoryTextsSection } from '../../src/report/repository-texts.ts';
import { stringChangesSection, titleWithCounts } from '../../src/report/string-changes-table.ts';
import { pullSummary } from '../../src/report/summary.ts';
import { captureLog, settingsFor } from '../support/fakes.ts';

/**
 * Issue 37, hole 6: the service's texts and the keys of both sides reach the pull request body,
 * the job summary and the log with each invisible or direction-changing character shown as its
 * code point, beside an ordinary text that is shown as it is.
 */

const RLO = '\u202e';
/** Every character the issue names, raw. */
const RAW = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;

const file: PulledFile = {
  path: 'locales/de.json',
  language: 'de',
  localLanguage: 'de',
  bytes: 100,
  notes: [`invoice${RLO}fdp.exe`],
};
const changes = [
  { kind: 'changed', key: 'cancel', before: 'Abbruch', after: 'Abbrechen' },
  {
    kind: 'changed',
    key: 'hello',
    before: 'Hallo',
    after: `Bitte ${RLO}neglof\u202c klicken\u200b`,
  },
  { kind: 'added', key: `price${RLO}latot`, after: 'Preis \u2067gesamt\u2069\ufeff' },
] as const;
const german: FileStringChanges = {
  path: file.path,
  localLanguage: 'de',
  changes,
  counts: countsOf(changes),
};
const strings = [german];
const overridden: FileOverrides = {
  path: file.path,
  localLanguage: 'de',
  overrides: [{ key: `total${RLO}`, repository: 'Summe', service: `Gesamt${RLO}` }],
};
const overrides = [overridden];

const ROWS = [
  '| de | changed | `cancel` | `Abbruch` | `Abbrechen` |',
  '| de | changed | `hello` | `Hallo` | `Bitte ⟨U+202E⟩neglof⟨U+202C⟩ klicken⟨U+200B⟩` |',
  '| de | added | `price⟨U+202E⟩latot` |  | `Preis ⟨U+2067⟩gesamt⟨U+2069⟩⟨U+FEFF⟩` |',
];

const rowsOf = (markdown: string) =>
  markdown.split('\n').filter((line) => /^\| de \| (changed|added) \|/.test(line));

describe('hidden characters in what a pull reports (issue 37)', () => {
  it('shows them as code points in the string table, and an ordinary text as it is', () => {
    const room = { limit: 65_536, measure: (t: string) => t.length, elsewhere: 'elsewhere' };
    const section = stringChangesSection(strings, room);
    expect(rowsOf(section)).toEqual(ROWS);
    expect(section).not.toMatch(RAW);
  });

  it('shows them in the repository texts kept and overridden', () => {
    const section = repositoryTextsSection([file], overrides, 10);
    expect(section).toContain(
      '| de | `locales/de.json` | `total⟨U+202E⟩` | `Summe` | `Gesamt⟨U+202E⟩` |',
    );
    expect(section).toContain('- `locales/de.json`: `invoice⟨U+202E⟩fdp.exe`');
    expect(section).not.toMatch(RAW);
  });

  it('shows them in the pull request body and the job summary', () => {
    const fetch: FetchReport = {
      exportOptions: { type: 'json', note: `x${RLO}` },
      changed: [file],
      workTree: '/w',
      unchanged: 0,
      skipped: [{ entry: `locales/x${RLO}.json`, language: 'x', reason: 'not asked for' }],
      overrides,
      strings,
      progress: [],
      belowMinimum: [],
      review: undefined,
    };
    const body = pullRequestBody([file], new Map(), {
      ...fetch,
      projectId: 'p1',
      revision: '1.0.9.3',
      toLocal: (language) => language,
    });
    const published: PublishResult = {
      operation: 'created',
      branch: 'l10n-sync',
      number: 1,
      url: 'https://github.com/octo/app/pull/1',
      pushed: true,
      lines: new Map(),
    };
    const summary = pullSummary(fetch, published, settingsFor('/w', { mode: 'pull' }));
    for (const markdown of [body, summary]) {
      expect(rowsOf(markdown)).toEqual(ROWS);
      expect(markdown).toContain('`invoice⟨U+202E⟩fdp.exe`');
      expect(markdown).not.toMatch(RAW);
    }
    // The export options as JSON escapes: the block still reads as what was sent.
    expect(body).toContain('"note": "x\\u202e"');
    expect(summary).toContain('- `locales/x⟨U+202E⟩.json`: not asked for');
  });

  it('shows them in the "Needs review" rows and the annotations', () => {
    const findings = [
      {
        language: `de${RLO}`,
        key: `k${RLO}`,
        context: null,
        base: 'Hello {name}',
        translation: `Hallo ${RLO}{name}`,
        differences: [{ check: 'placeholders' as const, detail: `missing {name}${RLO}` }],
      },
    ];
    const section = needsReviewSection(findings, (language) => language, 10);
    expect(section).toContain('`k⟨U+202E⟩`');
    expect(section).toContain('`Hallo ⟨U+202E⟩{name}`');
    expect(section).not.toMatch(RAW);
    const [annotation] = annotationsByLanguage(findings, (language) => language);
    expect(annotation).toMatch(/^de⟨U\+202E⟩: 1 translation needs review/);
  });

  it('shows them, and line breaks, in the pull log lines naming keys, files and entries', () => {
    const log = captureLog();
    logKeptAndOverridden(
      [{ ...file, fallback: `bad${RLO}` }],
      [{ ...overridden, overrides: [{ key: 'a\nwrote b', repository: '', service: '' }] }],
      log,
    );
    logSkipped([{ entry: `x${RLO}.json`, language: 'x', reason: 'not asked for' }], log);
    expect(log.lines).toEqual([
      "warning: locales/de.json: taken whole from the service's file, not edited key by key: bad⟨U+202E⟩",
      "locales/de.json: kept the repository's text of 1 key the service has empty (invoice⟨U+202E⟩fdp.exe)",
      "warning: locales/de.json: the service has another text for 1 key the repository changed since the last sync (a⟨U+000A⟩wrote b); the pull request proposes the service's, and lists both",
      'Not written from the bundle:\n  x⟨U+202E⟩.json: not asked for',
    ]);
  });

  it('shows them in the title of the pull request', () => {
    expect(titleWithCounts('Update translations', [{ ...german, localLanguage: `de${RLO}` }])).toBe(
      'Update translations (de⟨U+202E⟩: 2 changed, 1 added)',
    );
  });
});
