import {
  charsAsText,
  contentOf,
  piecesOfText,
  type ContentPiece,
  type ContentStyle,
} from './xml-text.ts';

/**
 * The text an Android app shows for a resource string's content (in pieces, references
 * decoded: xml-text.ts): backslash escapes resolved, double quotes removed (they keep the space
 * between them as it is), and elsewhere each run of white space one space, none at either end.
 * Android's resource compiler does this to the characters only: a tag's attributes keep their
 * quotes, and a tag is never white space. No JavaScript library does it, so it is done here,
 * both ways. The result is the model's text (xml-text.ts): tags as markup, a literal `<` as
 * `&lt;`.
 */
export function androidText(pieces: readonly ContentPiece[]): string {
  let text = '';
  /** Characters read since the last tag, not yet written as the model's text. */
  let run = '';
  let quoted = false;
  let space = false;
  const spaceBefore = (): void => {
    if (space && (text !== '' || run !== '')) run += ' ';
    space = false;
  };
  for (const piece of pieces) {
    if (piece.kind === 'tag') {
      spaceBefore();
      text += charsAsText(run) + piece.canonical;
      run = '';
      continue;
    }
    const content = piece.chars;
    for (let at = 0; at < content.length; at++) {
      const char = content[at] as string;
      if (char === '\\') {
        const next = content[++at] ?? '';
        const hex = content.slice(at + 1, at + 5);
        spaceBefore();
        if (next === 'u' && /^[0-9A-Fa-f]{4}$/.test(hex)) {
          run += String.fromCharCode(parseInt(hex, 16));
          at += 4;
        } else {
          run += next === 'n' ? '\n' : next === 't' ? '\t' : next;
        }
      } else if (char === '"') {
        quoted = !quoted;
      } else if (!quoted && /[ \t\n\r]/.test(char)) {
        space = true;
      } else {
        spaceBefore();
        run += char;
      }
    }
  }
  return text + charsAsText(run);
}

/**
 * A model's text as resource content that `androidText` reads back as it is: backslash,
 * apostrophe, double quote and line breaks escaped with a backslash, `@` or `?` at the start too
 * (a reference otherwise), `&` and `<` as XML references (or the text in a CDATA section where
 * the old content was one), tags as the file wrote them; the whole in double quotes when it has
 * spaces the compiler would collapse. Undefined when its tags do not pair up.
 */
export function androidContent(text: string, style?: ContentStyle): string | undefined {
  const content = contentOf(piecesOfText(text), style, androidEscapes);
  if (content === undefined) return undefined;
  const marked = !/^[@?]/.test(text)
    ? content
    : content.startsWith('<![CDATA[')
      ? `<![CDATA[\\${content.slice('<![CDATA['.length)}`
      : `\\${content}`;
  return /^ | $| {2}/.test(text) ? `"${marked}"` : marked;
}

/** Escapes for a run of text between tags. */
function androidEscapes(run: string): string {
  return run.replace(/[\\'"\n\t\r]/g, (char) => ANDROID_ESCAPES[char] ?? char);
}

const ANDROID_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  "'": "\\'",
  '"': '\\"',
  '\n': '\\n',
  '\t': '\\t',
  // No letter escape stands for a carriage return.
  '\r': '\\u000D',
};
