import { describe, expect, it } from 'vitest';
import { STEP_SUMMARY_LIMIT } from '../../src/github/limits.ts';
import type { PublishResult } from '../../src/propose/publish-types.ts';
import type { FetchReport, PulledFile } from '../../src/pull/pull-types.ts';
import { countsOf, type FileStringChanges } from '../../src/pull/string-changes.ts';
import { pullRequestBody } from '../../src/report/pull-request-body.ts';
import { pullSections, type PullReportFacts } from '../../src/report/pull-sections.ts';
import {
  JOB_SUMMARY,
  PULL_REQUEST,
  renderReport,
  type Medium,
  type Section,
} from '../../src/report/report-model.ts';
import { pullSummary } from '../../src/report/summary.ts';
import { settingsFor } from '../support/fakes.ts';

/**
 * Issue 44: the pull request body and the job summary render from one list of sections, so
 * that a section written once reaches both, each within the room GitHub gives it.
 */

const file: PulledFile = {
  path: 'locales/de.json',
  language: 'de',
  localLanguage: 'de',
  bytes: 100,
  notes: ['kept: empty on the service'],
};
const changes = [
  { kind: 'changed', key: 'cancel', before: 'Abbruch', after: 'Abbrechen' },
  { kind: 'added', key: 'total', after: 'Gesamt' },
] as const;
const strings: FileStringChanges[] = [
  { path: file.path, localLanguage: 'de', changes, counts: countsOf(changes) },
];
/** A pull with something for every section to say. */
const fetch: FetchReport = {
  exportOptions: { type: 'json', include_comments: 0 },
  changed: [file],
  workTree: '/w',
  unchanged: 3,
  skipped: [{ entry: 'locales/xx.json', language: 'xx', reason: 'not a language of the project' }],
  overrides: [
    {
      path: file.path,
      localLanguage: 'de',
      overrides: [{ key: 'sum', repository: 'Summe', service: 'Gesamtsumme' }],
    },
  ],
  strings,
  progress: [
    { language: 'de', localLanguage: 'de', percent: 50, keys: 2, translated: 1, fuzzy: 0 },
  ],
  belowMinimum: [],
  review: [
    {
      language: 'de',
      key: 'hello',
      context: null,
      base: 'Hello {name}',
      translation: 'Hallo',
      differences: [{ check: 'placeholders', detail: 'missing {name}' }],
    },
  ],
};
const RETIRED = 'Closed the pull request of branch l10n-sync/main/de: pr-per-language is off';
const settings = settingsFor('/w', { mode: 'pull', 'project-id': 'p1' });
const published: PublishResult = {
  operation: 'created',
  branch: 'l10n-sync/main',
  number: 7,
  url: 'https://github.com/octo/app/pull/7',
  pushed: true,
  lines: new Map([[file.path, { added: 2, removed: 1 }]]),
};
const facts: PullReportFacts = {
  fetch,
  lines: published.lines,
  projectId: settings.projectId,
  revision: settings.revision,
  toLocal: (language) => language,
  notes: ['**Removed keys**: none this time.'],
  proposed: {
    outcome: ['Opened pull request [#7](https://github.com/octo/app/pull/7).'],
    retired: [RETIRED],
    previews: [],
  },
};
const body = pullRequestBody(fetch.changed, published.lines, {
  ...fetch,
  projectId: facts.projectId,
  revision: facts.revision,
  toLocal: facts.toLocal,
  notes: facts.notes,
});
const summary = pullSummary(fetch, published, settings, [RETIRED]);
const unbounded = (medium: Medium) => ({
  limit: medium.limit.most,
  measure: medium.limit.size,
  elsewhere: medium.elsewhere,
});

describe('one list of sections for the pull request body and the job summary', () => {
  it('renders every section of the list in each medium it belongs to, and in no other', () => {
    const sections = pullSections(facts);
    expect(sections.length).toBeGreaterThan(10);
    for (const [medium, markdown] of [
      [PULL_REQUEST, body],
      [JOB_SUMMARY, summary],
    ] as const) {
      for (const section of sections) {
        const text = section.render(medium, unbounded(medium));
        const belongs = section.only === undefined || section.only === medium.kind;
        // Previews are a dry run's.
        if (belongs && section.name !== 'previews') expect(text, section.name).not.toBe('');
        if (belongs) expect(markdown, `${section.name} in the ${medium.kind}`).toContain(text);
      }
    }
    expect(body).not.toContain('### Pull');
    expect(summary).not.toContain('Translations from project');
  });

  it('sends a section added to the list to both, in its place', () => {
    const added: Section = {
      name: 'untranslated keys',
      shrinks: 'rows',
      render: (medium) => `**Untranslated keys** (at most ${medium.rows})`,
    };
    const sections = pullSections(facts);
    sections.splice(
      sections.findIndex((s) => s.name === 'progress'),
      0,
      added,
    );
    for (const medium of [PULL_REQUEST, JOB_SUMMARY]) {
      const markdown = renderReport(sections, medium);
      expect(markdown).toContain(`**Untranslated keys** (at most ${medium.rows})`);
      expect(markdown.indexOf('**Untranslated keys**')).toBeLessThan(
        markdown.indexOf('Translation progress'),
      );
    }
  });

  it('gives the filling section the room the others leave, in the unit each medium counts', () => {
    // Three bytes a character in UTF-8: the summary's bytes run out before its characters.
    const filler: Section = {
      name: 'strings',
      shrinks: 'fills',
      render: (medium, room) => 'ä'.repeat(Math.floor(room.limit / medium.limit.size('ä'))),
    };
    const sections = [...pullSections(facts).filter((s) => s.name !== 'strings'), filler];
    const pr = renderReport(sections, PULL_REQUEST);
    expect(pr.length).toBeLessThanOrEqual(PULL_REQUEST.limit.most - PULL_REQUEST.reserve);
    expect(pr.length).toBeGreaterThan(PULL_REQUEST.limit.most - PULL_REQUEST.reserve - 4);
    const job = renderReport(sections, JOB_SUMMARY);
    const bytes = STEP_SUMMARY_LIMIT.size(job);
    expect(bytes).toBeLessThanOrEqual(JOB_SUMMARY.limit.most - JOB_SUMMARY.reserve);
    expect(bytes).toBeGreaterThan(JOB_SUMMARY.limit.most - JOB_SUMMARY.reserve - 8);
  });
});
