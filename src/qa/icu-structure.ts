/**
 * The part of an ICU message the ICU check's outcome depends on, found without parsing it: a
 * pull compares 10,000 translations per language with their base texts, and a faithful one has
 * the same structure, so the parser (the costliest step of the checks) is needed only when the
 * structures differ or the scan cannot tell.
 *
 * The structure is the message with its text left out: every argument as written (`{count,
 * plural, one ` … `}`, names, types, styles, selectors and the space between them), and of the
 * text only the braces and `#`. FormatJS's parser (with tags ignored, as icu.ts runs it) reads
 * any other character of the text as plain text, whatever it is and however many there are: it
 * never fails on one, never ends an argument or a case on one, and what it makes of them (literal
 * elements) names no argument. So two messages of the same structure both parse or both fail,
 * with the same arguments of the same types.
 *
 * That holds only where the text and the arguments are told apart as the parser tells them, so
 * the scan gives up (undefined) where quoting or a style could hide a brace: an apostrophe that
 * starts a quotation in the text (before `'`, `{`, `}`, `<`, `>` or `#`), any apostrophe inside
 * an argument, and a brace inside an argument that is not a plural, select or selectordinal whose
 * head it reads exactly as the parser does (ASCII name and space, see OPTIONS_HEAD).
 */
export function icuStructure(message: string): string | undefined {
  let structure = '';
  // Even depths are text (0 the message, 2 a case's text, …), odd ones inside an argument.
  let depth = 0;
  /** Where the argument being read starts (or resumes after a case), copied as written. */
  let from = 0;
  /** Whether the argument being read is a plural, select or selectordinal (its cases are text). */
  let hasCases = false;
  for (let i = 0; i < message.length; i++) {
    const code = message.charCodeAt(i);
    if (depth % 2 === 0) {
      if (code === OPEN) {
        depth += 1;
        from = i;
        OPTIONS_HEAD.lastIndex = i;
        hasCases = OPTIONS_HEAD.test(message);
      } else if (code === CLOSE && depth > 0) {
        // A case's text ends: back in its plural or select.
        depth -= 1;
        from = i;
        hasCases = true;
      } else if (code === CLOSE || code === POUND) {
        // `#` is a number in a plural's case; `}` at the top is plain text. Kept either way.
        structure += message[i];
      } else if (code === APOSTROPHE && QUOTED_AFTER.has(message.charCodeAt(i + 1))) {
        return undefined;
      }
    } else if (code === APOSTROPHE || (code === OPEN && !hasCases)) {
      return undefined;
    } else if (code === OPEN || code === CLOSE) {
      // A case's text starts, or the argument ends.
      structure += message.slice(from, i + 1);
      depth += code === OPEN ? 1 : -1;
    }
  }
  return depth % 2 === 1 ? structure + message.slice(from) : structure;
}

/**
 * The head of a plural, select or selectordinal argument, up to the comma before its cases, read
 * at a `{`. Only ASCII names and space: the parser takes more (Unicode's pattern space, any
 * identifier), and a head it reads that this does not is left to the parser. Each part takes
 * characters the next cannot start with, and none takes a brace, so each `{` costs at most the
 * run after it.
 */
const OPTIONS_HEAD =
  /\{[ \t\n\r]*[A-Za-z0-9_]+[ \t\n\r]*,[ \t\n\r]*(?:plural|selectordinal|select)[ \t\n\r]*,/y;

const OPEN = 0x7b;
const CLOSE = 0x7d;
const POUND = 0x23;
const APOSTROPHE = 0x27;

/** What an apostrophe quotes when one of these follows it (FormatJS, as ICU 4.8 on). */
const QUOTED_AFTER: ReadonlySet<number> = new Set([APOSTROPHE, OPEN, CLOSE, 0x3c, 0x3e, POUND]);
