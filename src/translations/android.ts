import { editAndroid } from './android-edit.ts';
import { resourceTexts } from './android-resources.ts';
import { segmentsOf } from './keys.ts';
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
  alignBundle: arraysKept,
};

/**
 * The bundle's entries, with the repository's string arrays when the bundle has none at all:
 * the interface does not show a service exporting `<string-array>`, and one that does not carry
 * them must not make a pull delete every array a translator wrote. An array the service's file
 * has is the service's, as any text.
 */
function arraysKept(text: string, bundle: string, offered: TranslationEntries): TranslationEntries {
  if (/<string-array\b/.test(bundle) || !/<string-array\b/.test(text)) return offered;
  const ours = readAndroid(text);
  if (ours === undefined) return offered;
  const arrays = [...ours].filter(([key]) => typeof segmentsOf(key)[1] === 'number');
  return new Map([...offered, ...arrays]);
}

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
