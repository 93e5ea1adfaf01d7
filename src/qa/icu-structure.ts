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
  const parts: string[] = [];
  const told = scan(message, (start, end) => {
    parts.push(message.slice(start, end));
    return true;
  });
  return told ? parts.join('') : undefined;
}

/**
 * Whether `message` has the structure `structure` (icuStructure's): false when it differs or the
 * scan cannot tell. Compared as it is read, so that nothing is built and the first difference
 * ends the reading.
 */
export function hasIcuStructure(message: string, structure: string): boolean {
  let at = 0;
  const told = scan(message, (start, end) => {
    if (end - start > structure.length - at) return false;
    for (let i = start; i < end; i++) {
      if (message.charCodeAt(i) !== structure.charCodeAt(at++)) return false;
    }
    return true;
  });
  return told === true && at === structure.length;
}

/**
 * Reads the structure of `message`, handing each part of it to `part` (from `start` to `end`, in
 * order); `part` answers false to stop. True when read whole, false when stopped, undefined when
 * the scan cannot tell the structure.
 */
function scan(message: string, part: (start: number, end: number) => boolean): boolean | undefined {
  // Even depths are text (0 the message, 2 a case's text, …), odd ones inside an argument.
  let depth = 0;
  /** Where the argument being read starts (or resumes after a case), given as written. */
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
        if (!part(i, i + 1)) return false;
      } else if (code === APOSTROPHE && QUOTED_AFTER.has(message.charCodeAt(i + 1))) {
        return undefined;
      }
    } else if (code === APOSTROPHE || (code === OPEN && !hasCases)) {
      return undefined;
    } else if (code === OPEN || code === CLOSE) {
      // A case's text starts, or the argument ends.
      if (!part(from, i + 1)) return false;
      depth += code === OPEN ? 1 : -1;
    }
  }
  return depth % 2 === 1 ? part(from, message.length) : true;
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
