import { xmlContent } from './xml-content.ts';

/**
 * The text an Android app shows for a resource string's content (after XML decoding): backslash
 * escapes resolved, double quotes removed (they keep the space between them as it is), and
 * elsewhere each run of white space one space, none at either end. Android's resource compiler
 * does this; no JavaScript library does, so it is done here, both ways.
 */
export function androidText(content: string): string {
  let text = '';
  let quoted = false;
  let space = false;
  const add = (chars: string): void => {
    if (space && text !== '') text += ' ';
    space = false;
    text += chars;
  };
  for (let at = 0; at < content.length; at++) {
    const char = content[at] as string;
    if (char === '\\') {
      const next = content[++at] ?? '';
      const hex = content.slice(at + 1, at + 5);
      if (next === 'u' && /^[0-9A-Fa-f]{4}$/.test(hex)) {
        add(String.fromCharCode(parseInt(hex, 16)));
        at += 4;
      } else {
        add(next === 'n' ? '\n' : next === 't' ? '\t' : next);
      }
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && /[ \t\n\r]/.test(char)) {
      space = true;
    } else {
      add(char);
    }
  }
  return text;
}

/**
 * A text as resource content that `androidText` reads back as it is: backslash, apostrophe,
 * double quote and line breaks escaped with a backslash, `@` or `?` at the start too (a
 * reference otherwise), `&` and `<` as XML references, inline tags kept as markup; the whole in
 * double quotes when it has spaces the compiler would collapse. Undefined when its tags are not
 * balanced.
 */
export function androidContent(text: string): string | undefined {
  const content = xmlContent(text, androidEscapes);
  if (content === undefined) return undefined;
  const marked = /^[@?]/.test(content) ? `\\${content}` : content;
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
