import { plainContent } from './xml-text.ts';

/**
 * The text of a property list's `<string>` or `<key>`, which holds characters and no markup: a
 * `<b>` in it is the three characters a translator typed (written `&lt;b>`), so the model's text
 * is the characters, as Foundation reads them, and unlike Android's no tag is kept as markup.
 */

/** A property list string's characters (xml-text.ts); undefined when it holds an element. */
export const plistText = plainContent;

/** Characters XML 1.0 cannot hold, even as references, and halves of surrogate pairs alone. */
const UNWRITABLE =
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Characters as plutil writes them: `&` and `<` escaped, `>` as it is but after `]]` (where it
 * would close a CDATA section that was never opened), a CR as a reference (a raw one reads as a
 * line break). Undefined for a text XML cannot hold: the edit is then refused.
 */
export function plistContent(text: string): string | undefined {
  if (UNWRITABLE.test(text)) return undefined;
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll(']]>', ']]&gt;')
    .replaceAll('\r', '&#13;');
}
