import { count } from '../common/plural.ts';
import { codeSpan, plainText, shortCodeSpan } from '../common/markdown.ts';
import type { PulledFile } from '../pull/pull-types.ts';
import type { FileOverrides } from '../pull/repository-edits.ts';

/** Keys named per file in the "kept" line, at most. */
const KEYS_NAMED = 10;

/**
 * What the pull did with the repository's own texts, for the pull request body and the job
 * summary: the texts the repository changed since the last sync that the service replaces (a
 * row each, both texts, at most `maxRows`), and the texts it kept because the service's were
 * empty. Empty when there is neither.
 */
export function repositoryTextsSection(
  files: readonly PulledFile[],
  overrides: readonly FileOverrides[],
  maxRows: number,
): string {
  const parts: string[] = [];
  const rows = overrides.flatMap((file) =>
    file.overrides.map(
      (o) =>
        `| ${plainText(file.localLanguage)} | ${codeSpan(file.path, true)} | ${shortCodeSpan(o.key)} | ${shortCodeSpan(o.repository)} | ${shortCodeSpan(o.service)} |`,
    ),
  );
  if (rows.length > 0) {
    const more = rows.length - maxRows;
    parts.push(
      `**Changed on both sides**: ${count(rows.length, 'text')} the repository changed since the last sync ${rows.length === 1 ? 'has' : 'have'} another text on the service. This pull request proposes the service's (its translations are the reference); to keep the repository's, change it on the service.`,
      '',
      '| Language | File | Key | Repository | Service |',
      '| --- | --- | --- | --- | --- |',
      ...rows.slice(0, maxRows),
      ...(more > 0 ? [`| … | and ${count(more, 'more row')} in the job summary | | | |`] : []),
      '',
    );
  }
  const whole = files.filter((f) => f.fallback !== undefined);
  if (whole.length > 0) {
    parts.push(
      `**Taken whole from the service**: ${count(whole.length, 'file')} could not be edited key by key, so ${whole.length === 1 ? 'it is' : 'they are'} the service's, with the repository's line endings; review ${whole.length === 1 ? 'its' : 'their'} whole diff:`,
      '',
      ...whole.map((f) => `- ${codeSpan(f.path)}: ${plainText(f.fallback ?? '')}`),
      '',
    );
  }
  const kept = files.filter((f) => (f.notes ?? []).length > 0);
  if (kept.length > 0) {
    const total = kept.reduce((sum, f) => sum + (f.notes?.length ?? 0), 0);
    parts.push(
      `**Kept from the repository**: ${count(total, 'text')} the service has empty ${total === 1 ? 'stays' : 'stay'} as the repository has ${total === 1 ? 'it' : 'them'}:`,
      '',
      ...kept.map((f) => {
        const keys = f.notes ?? [];
        const named = keys.slice(0, KEYS_NAMED).map((k) => shortCodeSpan(k, false));
        const rest = keys.length > KEYS_NAMED ? `, and ${keys.length - KEYS_NAMED} more` : '';
        return `- ${codeSpan(f.path)}: ${named.join(', ')}${rest}`;
      }),
      '',
    );
  }
  return parts.join('\n').trim();
}
