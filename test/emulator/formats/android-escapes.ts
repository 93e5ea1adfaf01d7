/** Characters Android resource text writes with a backslash. */
const ESCAPED: Partial<Record<string, string>> = {
  '\\': '\\\\',
  '"': '\\"',
  "'": "\\'",
  '\n': '\\n',
  '\t': '\\t',
};

const UNESCAPED: Partial<Record<string, string>> = { n: '\n', t: '\t' };

/** A piece of resource text: characters (XML-decoded), or an inline tag as written. */
export type AndroidPiece = { readonly text: string } | { readonly tag: string };

/**
 * The string an Android app sees for resource text (after XML decoding): backslash escapes
 * resolved, unescaped double quotes removed (they keep the whitespace between them), and
 * elsewhere runs of whitespace collapsed to one space and trimmed at both ends. Inline tags
 * (`<b>`, `<xliff:g id="n">`) are markup, not characters: they pass as they are written, their
 * quotes kept.
 */
export function decodeAndroidText(pieces: string | readonly AndroidPiece[]): string {
  let result = '';
  let quoted = false;
  let pendingSpace = false;
  const append = (chars: string): void => {
    if (pendingSpace && result !== '') result += ' ';
    pendingSpace = false;
    result += chars;
  };
  for (const piece of typeof pieces === 'string' ? [{ text: pieces }] : pieces) {
    if ('tag' in piece) {
      append(piece.tag);
      continue;
    }
    const text = piece.text;
    for (let index = 0; index < text.length; index++) {
      const char = text.charAt(index);
      if (char === '\\') {
        const next = text.charAt(++index);
        const hex = text.slice(index + 1, index + 5);
        if (next === 'u' && /^[0-9A-Fa-f]{4}$/.test(hex)) {
          append(String.fromCharCode(parseInt(hex, 16)));
          index += 4;
        } else {
          // \' \" \@ \? \\ and any other escaped character stand for the character itself.
          append(UNESCAPED[next] ?? next);
        }
      } else if (char === '"') {
        quoted = !quoted;
      } else if (!quoted && /[ \t\n\r]/.test(char)) {
        pendingSpace = true;
      } else {
        append(char);
      }
    }
  }
  return result;
}

/** Resource text that decodes back to `value` exactly (before XML escaping). */
export function encodeAndroidText(value: string): string {
  let text = Array.from(value, (char) => ESCAPED[char] ?? char).join('');
  // A leading '@' or '?' would make the text a reference to another resource.
  if (text.startsWith('@') || text.startsWith('?')) text = `\\${text}`;
  // Space that would be collapsed or trimmed survives inside double quotes.
  return /^\s|\s$|\s\s|\r/.test(value) ? `"${text}"` : text;
}
