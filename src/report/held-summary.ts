import { codeSpan, plainText } from '../common/markdown.ts';
import { count } from '../common/plural.ts';
import type { BaseChanges } from '../push/base-changes.ts';
import type { HeldText, KeyedText } from '../push/push-types.ts';

/** Keys named one by one, at most; the rest are counted. */
const MOST_NAMED = 20;

/**
 * What a held branch run's push would send once the branch is merged, in one sentence: the keys
 * its base files add (named), the base texts they change, the translations that would go by key.
 * `code` writes a key as the medium shows code (a Markdown code span, or the name as it is).
 */
export function onceMerged(
  changes: BaseChanges,
  texts: readonly KeyedText[],
  code: (name: string) => string = codeSpan,
): string {
  const named = changes.added.slice(0, MOST_NAMED).map(code).join(', ');
  const more =
    changes.added.length > MOST_NAMED ? ` and ${changes.added.length - MOST_NAMED} more` : '';
  const fixes = texts.filter((t) => t.why === 'fix').length;
  const added =
    changes.added.length === 0
      ? 'add no key'
      : `add ${count(changes.added.length, 'key')} the service lacks (${named}${more})`;
  return (
    `Once merged, its push would ${added}, change ${count(changes.changed, 'base text')}, and send ` +
    `${count(texts.length, 'translation')} by key (${texts.length - fixes} the service lacks, ${fixes} the repository changed since the last sync).`
  );
}

/** Rows of the held changes shown in the summary; the rest are counted. */
const MOST_ROWS = 50;

/**
 * A tag-mode branch run's held changes (branch-push.ts): changes to keys the service had without
 * the branch's tag, which the default branch sends once the branch is merged.
 */
export function heldSection(held: readonly HeldText[]): string {
  const lines = [
    '### Held until merged',
    '',
    `${count(held.length, 'change')} to keys the service had before this branch, sent by the default branch once this branch is merged:`,
    '',
    '| Language | File | Key | Change |',
    '| --- | --- | --- | --- |',
    ...held
      .slice(0, MOST_ROWS)
      .map(
        (h) => `| ${plainText(h.language)} | ${codeSpan(h.path)} | ${codeSpan(h.key)} | ${h.why} |`,
      ),
  ];
  if (held.length > MOST_ROWS) lines.push('', `… and ${held.length - MOST_ROWS} more.`);
  return `${lines.join('\n')}\n`;
}
