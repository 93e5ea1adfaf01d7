import { count } from '../common/plural.ts';
import type { KeyedText } from './push-types.ts';

/**
 * Texts sent by key in words, for the log and the job summary: `3 texts by key (string/set, 1
 * call): 2 the service lacked, 1 the repository changed since the last sync (greeting (de))`.
 */
export function describeSent(
  texts: readonly KeyedText[],
  calls: number,
  shown: {
    readonly endpoint: string;
    readonly fix: (text: KeyedText) => string;
    /** Most fixes named one by one. */
    readonly most: number;
  },
): string {
  const fixes = texts.filter((t) => t.why === 'fix');
  const named = fixes.slice(0, shown.most).map(shown.fix).join(', ');
  return (
    `${count(texts.length, 'text')} by key (${shown.endpoint}, ${count(calls, 'call')}): ${texts.length - fixes.length} the service lacked, ${fixes.length} the repository changed since the last sync` +
    (fixes.length > 0 ? ` (${named}${fixes.length > shown.most ? ', …' : ''})` : '')
  );
}

/** A sent text's key as the log and the summary name it: a plural form with its form. */
export function sentName(text: KeyedText): string {
  return text.form === undefined ? text.name : `${text.name} [${text.form}]`;
}
