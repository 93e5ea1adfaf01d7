import { matches, NO_PLACEHOLDERS, type Placeholder } from './placeholders.ts';

/**
 * HTML and XML tags (`<b>`, `</b>`, `<br/>`, `<a href="…">`): a translation that drops a closing
 * tag breaks the page or the string resource around it. Attributes are not compared (a link's
 * title may be translated); the tag's name and kind are.
 */
const TAG = /<(\/?)([A-Za-z][\w:.-]*)(?:\s[^<>]*?)?(\/?)>/g;

export function tags(text: string): readonly Placeholder[] {
  if (!text.includes('<')) return NO_PLACEHOLDERS;
  return matches(text, TAG, (m) => {
    const [whole, closing = '', name = '', selfClosing = ''] = m;
    return { text: whole, key: `<${closing}${name.toLowerCase()}${selfClosing}>` };
  });
}
