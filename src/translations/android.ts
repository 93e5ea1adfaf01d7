import { editAndroid } from './android-edit.ts';
import { resourceTexts } from './android-resources.ts';
import { androidText } from './android-text.ts';
import type { FormatModel, TranslationEntries } from './types.ts';
import { markedUpAs, piecesOfContent } from './xml-text.ts';
import { xmlRoot } from './xml.ts';

/**
 * Android `strings.xml` resources: `<string>`, `<plurals>` and `<string-array>` texts (keys as
 * android-resources.ts finds them), read as the app shows them, markup and escaped markup told
 * apart (xml-text.ts). Edited in place by android-edit.ts.
 */
export const androidModel: FormatModel = {
  read: readAndroid,
  edit: (text, target, bundle) => editAndroid(text, target, bundle),
  render: (bundle, target) => editAndroid(bundle, target, bundle) ?? bundle,
  followMarkup: markedUpAs,
};

function readAndroid(text: string): TranslationEntries | undefined {
  const root = xmlRoot(text, ['string', 'item']);
  if (root?.name !== 'resources') return undefined;
  const places = resourceTexts(root);
  if (places === undefined) return undefined;
  const entries = new Map<string, string>();
  for (const [key, element] of places) {
    const pieces = piecesOfContent(element.raw);
    if (pieces === undefined) return undefined;
    entries.set(key, androidText(pieces));
  }
  return entries;
}
