import type { CheckedKey, CheckReport } from '../check/check.ts';
import { codeSpan, plainText } from '../common/markdown.ts';
import { count } from '../common/plural.ts';
import type { FailOn } from '../inputs/index.ts';
import { namesOf } from '../prune/find-removed.ts';

/** Keys named one by one in a failing check's line; the rest are counted. */
const MOST_NAMED = 20;
/** Rows of the summary's table; the rest are counted. */
const MOST_ROWS = 200;

/**
 * The `missing-translations` output: per language (service codes, base left out) the change's
 * keys without a text there, a key the service lacks counting in every language; `keys`: the
 * change's keys the service lacks.
 */
export function missingTranslations(report: CheckReport): Record<string, number> {
  const missing: Record<string, number> = {};
  for (const language of report.languages) {
    missing[language] = report.keys.filter((k) => k.missingIn.includes(language)).length;
  }
  missing['keys'] = report.keys.filter((k) => !k.onService).length;
  return missing;
}

/** The job summary's section: one row per key of the change, a column per language. */
export function checkSection(report: CheckReport): string {
  const { keys, languages } = report;
  const since =
    report.compared === undefined
      ? 'in the base files (no earlier commit to compare with: every key counts)'
      : `added or changed since ${report.compared.what}`;
  const lacking = keys.filter((k) => !k.onService).length;
  const head = [
    '### Check',
    '',
    keys.length === 0
      ? `No base-language key ${since}.`
      : `${count(keys.length, 'base-language key')} ${since}; ${lacking} not on the service.`,
  ];
  if (keys.length === 0) return `${head.join('\n')}\n`;
  const mark = (key: CheckedKey, language: string) =>
    !key.onService ? '—' : key.missingIn.includes(language) ? '✗' : '✓';
  const rows = keys
    .slice(0, MOST_ROWS)
    .map(
      (key) =>
        `| ${codeSpan(key.label)} | ${codeSpan(key.file)} | ${key.change} | ${key.onService ? 'yes' : '**no**'} | ${languages.map((l) => mark(key, l)).join(' | ')} |`,
    );
  return [
    ...head,
    '',
    `| Key | File | Change | On the service | ${languages.map(plainText).join(' | ')} |`,
    `| --- | --- | --- | --- | ${languages.map(() => ':---:').join(' | ')} |`,
    ...rows,
    ...(keys.length > MOST_ROWS ? ['', `… and ${keys.length - MOST_ROWS} more keys.`] : []),
    '',
    '✓ translated, ✗ no text in that language, — not on the service.',
    '',
  ].join('\n');
}

/** Why the check fails as `fail-on` says, in one line; undefined when it passes. */
export function checkFailure(report: CheckReport, failOn: FailOn): string | undefined {
  if (failOn === 'none') return undefined;
  const lacking = report.keys.filter((k) => !k.onService);
  if (failOn === 'missing-keys') {
    return lacking.length === 0
      ? undefined
      : `${count(lacking.length, 'key')} of this change ${lacking.length === 1 ? 'is' : 'are'} not on the service: ${named(lacking)}`;
  }
  const untranslated = report.keys.filter((k) => k.missingIn.length > 0);
  if (untranslated.length === 0) return undefined;
  const languages = report.languages.filter((l) =>
    untranslated.some((k) => k.missingIn.includes(l)),
  );
  return `${count(untranslated.length, 'key')} of this change lack${untranslated.length === 1 ? 's' : ''} translations in ${languages.join(', ')}: ${named(untranslated)}`;
}

function named(keys: readonly CheckedKey[]): string {
  return namesOf(
    keys.map((k) => k.label),
    MOST_NAMED,
  );
}
