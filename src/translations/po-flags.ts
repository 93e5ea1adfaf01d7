import type { GetTextTranslation } from 'gettext-parser';
import type { ServiceTextStates } from './types.ts';

/**
 * gettext's `fuzzy` flag on the .po entries a pull writes. msgfmt leaves a fuzzy entry out of
 * the catalogue (the program shows the msgid instead), so an entry whose text the pull writes is
 * fuzzy exactly when the service's text is: a translator's new text then reaches the program,
 * and one the service still wants reviewed does not. The flag is only changed with the text:
 * translations go up by string/set, which carries no flag, so the service's "not fuzzy" says
 * nothing of a flag the repository set (msgmerge's guesses), and clearing it on an unchanged
 * text would put such guesses in front of users.
 */

/** Whether the entry's `#,` lines hold `fuzzy`. */
export function isFuzzy(entry: GetTextTranslation): boolean {
  const flags = entry.comments?.flag ?? '';
  return flags.split(/[,\n]/).some((flag) => flag.trim() === 'fuzzy');
}

/**
 * Whether the service marks an entry's text fuzzy, by the entry's key: where the export writes
 * the flag (some entry of the bundle has it), the bundle's entry says, entry by entry; else
 * `states` (string/list's `fuzzy`) by the service's key, the msgid with its msgctxt as context.
 * Undefined when neither knows: the entry's flag is then left as it is.
 */
export function serviceFuzziness(
  bundleEntries: ReadonlyMap<string, GetTextTranslation>,
  states: ServiceTextStates | undefined,
): (key: string, entry: GetTextTranslation) => boolean | undefined {
  const marked = [...bundleEntries.values()].some(isFuzzy);
  return (key, entry) => {
    if (!marked) return states?.fuzzy(entry.msgid, entry.msgctxt);
    const offered = bundleEntries.get(key);
    return offered === undefined ? undefined : isFuzzy(offered);
  };
}

/** A flag line: `#,` then the flags, comma-separated. */
const FLAG_LINE = /^#,/;

/**
 * An entry's lines (as the file has them) with `fuzzy` set or cleared, only `#,` lines changed:
 * set, it goes first on the first flag line, as gettext's tools write it, or on a line of its own
 * before the entry's `#|` or msgctxt/msgid lines; cleared, it leaves every flag line, and a line
 * of no other flag goes with it. The other flags keep their order and spacing. An untranslated
 * entry (no form written) is never fuzzy: gettext has no text of it to hold back.
 */
export function withFuzzyFlag(
  lines: readonly string[],
  fuzzy: boolean,
  forms: readonly string[],
): string[] {
  const wanted = fuzzy && forms.some((text) => text !== '');
  const has = lines.some((line) => FLAG_LINE.test(line) && flagsOf(line).includes('fuzzy'));
  if (has === wanted) return [...lines];
  if (!wanted) return lines.flatMap((line) => (FLAG_LINE.test(line) ? withoutFuzzy(line) : [line]));
  const edited = [...lines];
  const at = lines.findIndex((line) => FLAG_LINE.test(line));
  const line = lines[at];
  if (line !== undefined && flagsOf(line).length > 0) {
    const rest = line.slice(2);
    edited[at] = `#,${/^\s*/.exec(rest)?.[0] ?? ''}fuzzy,${rest}`;
    return edited;
  }
  if (line !== undefined) {
    edited[at] = `#, fuzzy${line.endsWith('\r') ? '\r' : ''}`;
    return edited;
  }
  const found = lines.findIndex((l) => /^(#\||msgctxt\b|msgid\b)/.test(l));
  const before = found === -1 ? 0 : found;
  edited.splice(before, 0, `#, fuzzy${lines[before]?.endsWith('\r') ? '\r' : ''}`);
  return edited;
}

function flagsOf(line: string): string[] {
  return line
    .slice(2)
    .split(',')
    .map((flag) => flag.trim())
    .filter((flag) => flag !== '');
}

/** A flag line without `fuzzy`; none when it held no other flag. */
function withoutFuzzy(line: string): string[] {
  const end = line.endsWith('\r') ? '\r' : '';
  const flags = line.slice(2, line.length - end.length).split(',');
  const kept = flags.filter((flag) => flag.trim() !== 'fuzzy');
  if (kept.every((flag) => flag.trim() === '')) return [];
  // `#, fuzzy, c-format`: the flag now first keeps the space the line had after `#,`.
  const lead = /^\s*/.exec(flags[0] ?? '')?.[0] ?? '';
  const [first = '', ...others] = kept;
  return [`#,${[lead + first.trimStart(), ...others].join(',')}${end}`];
}
