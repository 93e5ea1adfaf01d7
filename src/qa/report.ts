import { count, plural } from '../common/plural.ts';
import { plainText, shortCodeSpan as shown } from '../common/markdown.ts';
import { visibleInLine } from '../common/visible.ts';
import type { CheckName } from './check.ts';
import type { Finding } from './review.ts';

const CHECK_LABELS: Readonly<Record<CheckName, string>> = {
  length: 'too long',
  placeholders: 'placeholders',
  icu: 'ICU',
  tags: 'tags',
  whitespace: 'space',
};

/**
 * The "Needs review" section of the pull request body and the job summary: one row per
 * translation, at most `maxRows`, with what differs and both texts shortened, their space made
 * visible, and nothing in them able to format, mention or link.
 */
export function needsReviewSection(
  findings: readonly Finding[],
  toLocal: (language: string) => string,
  maxRows: number,
): string {
  if (findings.length === 0) return '';
  const rows = findings.slice(0, maxRows).map((f) => {
    const key = f.context ? `${shown(f.key)} (${shown(f.context)})` : shown(f.key);
    const what = f.differences.map((d) => plainText(d.detail)).join('<br>');
    return `| ${plainText(toLocal(f.language))} | ${key} | ${what} | ${shown(f.base)} | ${shown(f.translation)} |`;
  });
  const more = findings.length - maxRows;
  return [
    '**Needs review**: translations whose placeholders, ICU syntax, tags or surrounding space differ from the base text.',
    '',
    '| Language | Key | What differs | Base text | Translation |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    ...(more > 0 ? [`| … | and ${more} more | | | |`] : []),
  ].join('\n');
}

/**
 * One line per language for its warning annotation: how many translations, and which checks. The
 * language code is the service's (or language-map's), so its hidden characters are shown too.
 */
export function annotationsByLanguage(
  findings: readonly Finding[],
  toLocal: (language: string) => string,
): string[] {
  const byLanguage = new Map<string, Finding[]>();
  // Appended in place: copying the list for each finding was quadratic in a language's findings.
  for (const f of findings) {
    const list = byLanguage.get(f.language);
    if (list === undefined) byLanguage.set(f.language, [f]);
    else list.push(f);
  }
  return [...byLanguage].map(([language, list]) => {
    const checks = new Map<CheckName, number>();
    for (const f of list) {
      for (const check of new Set(f.differences.map((d) => d.check))) {
        checks.set(check, (checks.get(check) ?? 0) + 1);
      }
    }
    const detail = [...checks].map(([check, n]) => `${CHECK_LABELS[check]} ${n}`).join(', ');
    return `${visibleInLine(toLocal(language))}: ${count(list.length, 'translation')} ${plural(list.length, 'needs', 'need')} review (${detail}); see "Needs review" in the job summary`;
  });
}
