/**
 * How much of a text the checks read, and how much of it a finding repeats. The texts come from
 * the service, where any translator may write them; the checks' time must stay in proportion to
 * their length whatever they hold, and a finding must fit a table row whatever it quotes.
 */

/**
 * The longest text the checks read, in characters (UTF-16 code units, as JavaScript counts):
 * 64 KiB, far more than any interface text; only a key holding a whole legal document may pass
 * it. A longer base text or translation is not read at all: its finding says it is too long to
 * check, so that a reviewer reads it instead. Every check's time grows with the length alone:
 * at this limit, the costliest text we could build takes about 15 ms (BENCHMARKS.md).
 */
export const MAX_CHECKED_LENGTH = 65_536;

/** The tokens a finding names, at most; the rest are counted ("and 3 more"). */
const MAX_LISTED = 10;

/** The characters of one token a finding shows, at most: its start and its end. */
const MAX_TOKEN_SHOWN = 40;

/**
 * The finding for a pair of texts one of which is longer than MAX_CHECKED_LENGTH, or undefined
 * when both are short enough to check.
 */
export function tooLongToCheck(base: string, translation: string): string | undefined {
  // Every pair of a pull comes here: the usual answer without building anything.
  if (base.length <= MAX_CHECKED_LENGTH && translation.length <= MAX_CHECKED_LENGTH) {
    return undefined;
  }
  const over = (
    [
      [base.length, 'the base text'],
      [translation.length, 'the translation'],
    ] as const
  ).filter(([length]) => length > MAX_CHECKED_LENGTH);
  if (over.length === 0) return undefined;
  // Both lengths are past the limit, so never one character: "70,000 characters in the base
  // text and 1,000,001 in the translation".
  const lengths = over
    .map(([length, where], i) => `${number(length)}${i === 0 ? ' characters' : ''} in ${where}`)
    .join(' and ');
  return `too long to check: ${lengths}, the checks read at most ${number(MAX_CHECKED_LENGTH)}`;
}

/** `%1$s %2$d`, or `%1$s %2$d … and 40 more` past MAX_LISTED; each token shortened. */
export function listed(tokens: readonly string[], separator = ' '): string {
  const shown = tokens.slice(0, MAX_LISTED).map(shortToken).join(separator);
  const more = tokens.length - MAX_LISTED;
  return more > 0 ? `${shown} … and ${number(more)} more` : shown;
}

/** A token of more than MAX_TOKEN_SHOWN characters as its start, `…` and its end. */
function shortToken(token: string): string {
  if (token.length <= MAX_TOKEN_SHOWN) return token;
  // By code point, so that no half of a surrogate pair is shown.
  const chars = [...token];
  if (chars.length <= MAX_TOKEN_SHOWN) return token;
  const half = MAX_TOKEN_SHOWN / 2;
  return `${chars.slice(0, half).join('')}…${chars.slice(-half).join('')}`;
}

function number(n: number): string {
  return n.toLocaleString('en-US');
}
