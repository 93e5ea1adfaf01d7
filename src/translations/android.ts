import { androidText } from './android-text.ts';
import { keyOf } from './keys.ts';
import type { FormatModel, TranslationEntries, TranslationValue } from './types.ts';
import { NOT_EDITED, textContent, xmlRoot, type XmlElement } from './xml.ts';

/**
 * Android `strings.xml` resources: `<string>` (key: its name), `<plurals>` (one key per
 * quantity) and `<string-array>` (one key per item, by index). A resource marked
 * `translatable="false"` is not a translation; other resources are not texts. Read, not edited
 * (see xml.ts).
 */
export const androidModel: FormatModel = {
  read: readAndroid,
  ...NOT_EDITED,
};

function readAndroid(text: string): TranslationEntries | undefined {
  const root = xmlRoot(text, ['string', 'item']);
  if (root?.name !== 'resources') return undefined;
  const entries = new Map<string, TranslationValue>();
  const names = new Set<string>();
  for (const resource of root.children) {
    const name = resource.attributes['name'];
    if (name === undefined || resource.attributes['translatable'] === 'false') continue;
    if (!['string', 'plurals', 'string-array'].includes(resource.name)) continue;
    if (names.has(name)) return undefined;
    names.add(name);
    if (resource.name === 'string') entries.set(keyOf([name]), valueOf(resource));
    const items = resource.children.filter((child) => child.name === 'item');
    if (resource.name === 'plurals') {
      for (const item of items) {
        const quantity = item.attributes['quantity'];
        if (quantity !== undefined) entries.set(keyOf([name, quantity]), valueOf(item));
      }
    }
    if (resource.name === 'string-array') {
      items.forEach((item, index) => entries.set(keyOf([name, index]), valueOf(item)));
    }
  }
  return entries;
}

function valueOf(element: XmlElement): string {
  return androidText(textContent(element.raw));
}
