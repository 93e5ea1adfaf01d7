import { editAndroid } from './android-edit.ts';
import { resourceTexts } from './android-resources.ts';
import { androidText } from './android-text.ts';
import type { FormatModel, TranslationEntries } from './types.ts';
import { textContent, xmlRoot } from './xml.ts';

/**
 * Android `strings.xml` resources: `<string>`, `<plurals>` and `<string-array>` texts (keys as
 * android-resources.ts finds them), read as the app shows them. Edited in place by
 * android-edit.ts.
 */
export const androidModel: FormatModel = {
  read: readAndroid,
  edit: (text, target) => editAndroid(text, target),
  render: (bundle, target) => editAndroid(bundle, target) ?? bundle,
};

function readAndroid(text: string): TranslationEntries | undefined {
  const root = xmlRoot(text, ['string', 'item']);
  if (root?.name !== 'resources') return undefined;
  const places = resourceTexts(root);
  if (places === undefined) return undefined;
  return new Map([...places].map(([key, element]) => [key, androidText(textContent(element.raw))]));
}
