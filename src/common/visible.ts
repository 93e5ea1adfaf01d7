/**
 * Text from the service or the repository with every character a reader cannot see written as
 * its code point, `⟨U+202E⟩` (issue 37): a right-to-left override in a translation or a key would
 * otherwise reorder what the reviewer reads in the pull request, the job summary and the log, and
 * a zero-width character would hide that two texts differ. Nothing is dropped: the visible part
 * stays as it is, and the marker says what else was there.
 *
 * The characters shown, as classes rather than a hand list, so that a character a later Unicode
 * adds is covered where Node.js knows it:
 * - Default_Ignorable_Code_Point: what a renderer draws as nothing. The zero-width characters
 *   (U+200B–200F), the direction controls (U+202A–202E, U+2066–2069, U+061C), U+2060–2064, the
 *   soft hyphen, U+034F, U+180E, the Hangul fillers (blank "names"), the tag characters
 *   (U+E0000–E0FFF, which can carry hidden ASCII; the flags of England, Scotland and Wales are
 *   written with them, and show as 🏴 and their tags) and the variation selectors.
 * - Format characters (Cf): the above, and the interlinear annotation marks U+FFF9–FFFB, which
 *   hide text too. A few Cf are drawn (the Arabic number signs U+0600–0605): rare in texts of an
 *   interface, and shown as a code point they still read.
 * - Controls (C0 but tab, line feed and carriage return; DEL; C1), which a terminal or the log
 *   viewer may act on (ESC starts a colour). Line breaks and tabs each caller already shows its
 *   own way (`↵`, a space, a log line); `visibleInLine` shows them too, for a name inside a line.
 * - Line and paragraph separators (U+2028, U+2029): some viewers break the line there, others
 *   show nothing. Lone surrogates and noncharacters: no character at all, and UTF-8 output would
 *   turn a lone surrogate into U+FFFD, which hides what it was.
 *
 * Kept where they are part of a picture, since there they hide and reorder nothing:
 * - the zero-width joiner (U+200D) between two pictographs, which makes one emoji of them
 *   (👨‍👩‍👧, 🏳️‍🌈); anywhere else it is shown, inside a Persian or Hindi word too (ZWNJ U+200C
 *   and ZWJ are how those are spelled, but a reviewer must still see that they are there);
 * - the emoji and text presentation selectors (U+FE0F, U+FE0E) right after an emoji (❤️, 1️⃣):
 *   every other variation selector is shown (a CJK ideographic variant too: rare in an
 *   interface's texts), a second in a row included, since a run of them after a character
 *   selects nothing and is a known way to smuggle hidden bytes.
 * Ordinary spaces (U+00A0, U+202F before French punctuation) are spaces and stay.
 *
 * The untrusted text goes through here before `inert` (common/inert.ts) makes a log line: the
 * zero-width space inert puts into `::` on purpose must stay one, not become a marker.
 */

/** What is left as it is: the joiner inside an emoji, a presentation selector after one. */
const KEPT = String.raw`\u200D(?<=\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F]?\u200D)(?=\p{Extended_Pictographic})|[\uFE0E\uFE0F](?<=\p{Emoji}[\uFE0E\uFE0F])`;

/** The characters shown (see above), as the inside of a character class. */
const HIDDEN = String.raw`\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Noncharacter_Code_Point}\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F`;

/** Whether a text holds any character `visible` or `visibleInLine` could change. */
export const MAY_CHANGE = new RegExp(`[${HIDDEN}\\t\\n\\r]`, 'u');

// The kept sequences come first: at a position where one matches, the character is not shown.
const IN_TEXT = new RegExp(`${KEPT}|([${HIDDEN}])`, 'gu');
const IN_LINE = new RegExp(`${KEPT}|([${HIDDEN}\\t\\n\\r])`, 'gu');

/** `text` with what `pattern` captures written by `show`, and what it matches otherwise kept. */
function replaceHidden(text: string, pattern: RegExp, show: (hidden: string) => string): string {
  return text.replace(pattern, (all, hidden?: string) =>
    hidden === undefined ? all : show(hidden),
  );
}

function marker(character: string): string {
  const hex = (character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
  return `⟨U+${hex}⟩`;
}

/** JSON's escape of each UTF-16 unit (two for a character past U+FFFF). */
function jsonEscape(character: string): string {
  return [...Array(character.length).keys()]
    .map((i) => `\\u${character.charCodeAt(i).toString(16).padStart(4, '0')}`)
    .join('');
}

/** `text` with each invisible or direction-changing character written as `⟨U+XXXX⟩`. */
export function visible(text: string): string {
  return replaceHidden(text, IN_TEXT, marker);
}

/** `visible`, with tabs and line breaks shown too: a name or key inside one line of the log. */
export function visibleInLine(text: string): string {
  return replaceHidden(text, IN_LINE, marker);
}

/**
 * JSON text (`JSON.stringify`'s) with the same characters written as JSON escapes (`\u202e`):
 * they can stand only inside its strings, so the JSON still reads as exactly the same values
 * (a snapshot of texts to restore from), and a reader sees each of them.
 */
export function visibleInJson(json: string): string {
  return replaceHidden(json, IN_TEXT, jsonEscape);
}
