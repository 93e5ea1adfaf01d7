/**
 * The text an Android app shows for a resource string's content (after XML decoding): backslash
 * escapes resolved, double quotes removed (they keep the space between them as it is), and
 * elsewhere each run of white space one space, none at either end. Android's resource compiler
 * does this; no JavaScript library does, so it is done here, for reading only.
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
