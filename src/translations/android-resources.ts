import { keyOf } from './keys.ts';
import type { TranslationKey } from './types.ts';
import type { ElementTree } from './xml.ts';

/**
 * The element holding each text of Android resources, in document order: `<string>` (key: its
 * name), a `<plurals>`'s `<item>`s (one key per quantity), a `<string-array>`'s `<item>`s (one
 * key per index). A resource marked `translatable="false"` is not a translation; other resources
 * are not texts. Undefined when a name repeats (which one the app shows is unclear).
 */
export function resourceTexts<Element extends ElementTree<Element>>(
  resources: Element,
): Map<TranslationKey, Element> | undefined {
  const places = new Map<TranslationKey, Element>();
  const names = new Set<string>();
  for (const resource of resources.children) {
    const name = resource.attributes['name'];
    if (name === undefined || resource.attributes['translatable'] === 'false') continue;
    if (!['string', 'plurals', 'string-array'].includes(resource.name)) continue;
    if (names.has(name)) return undefined;
    names.add(name);
    if (resource.name === 'string') places.set(keyOf([name]), resource);
    const items = resource.children.filter((child) => child.name === 'item');
    if (resource.name === 'plurals') {
      for (const item of items) {
        const quantity = item.attributes['quantity'];
        if (quantity !== undefined) places.set(keyOf([name, quantity]), item);
      }
    }
    if (resource.name === 'string-array') {
      items.forEach((item, index) => places.set(keyOf([name, index]), item));
    }
  }
  return places;
}
