import { keyOf, segmentsOf } from './keys.ts';
import type { TranslationEntries, TranslationKey, TranslationValue } from './types.ts';
import type { ElementTree } from './xml.ts';

/** The three kinds of Android resource that hold texts. */
export type ResourceKind = 'string' | 'plurals' | 'string-array';

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
  const byName = textResources(resources);
  if (byName === undefined) return undefined;
  for (const [name, resource] of byName) {
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

/** The translatable text resources by name, in document order; undefined when a name repeats. */
export function textResources<Element extends ElementTree<Element>>(
  resources: Element,
): Map<string, Element> | undefined {
  const byName = new Map<string, Element>();
  for (const resource of resources.children) {
    const name = resource.attributes['name'];
    if (name === undefined || resource.attributes['translatable'] === 'false') continue;
    if (!isResourceKind(resource.name)) continue;
    if (byName.has(name)) return undefined;
    byName.set(name, resource);
  }
  return byName;
}

function isResourceKind(name: string): name is ResourceKind {
  return name === 'string' || name === 'plurals' || name === 'string-array';
}

/** One resource's texts as a target holds them: by quantity, by index, or the one text. */
export interface WantedResource {
  readonly kind: ResourceKind;
  /** Quantity or index → text; the one text of a string under ''. */
  readonly texts: Map<string | number, string>;
}

/**
 * A target's texts grouped by resource, in the target's order; undefined when a key is no
 * resource's (a value that is no text, a path of the wrong shape, a name of two kinds).
 */
export function wantedResources(
  target: TranslationEntries,
): Map<string, WantedResource> | undefined {
  const wanted = new Map<string, WantedResource>();
  for (const [key, value] of target) {
    const [name, part, ...rest] = segmentsOf(key);
    const kind = kindOf(part);
    if (typeof name !== 'string' || rest.length > 0 || !isText(value)) return undefined;
    const resource = wanted.get(name) ?? { kind, texts: new Map() };
    if (resource.kind !== kind) return undefined;
    resource.texts.set(part ?? '', value);
    wanted.set(name, resource);
  }
  return wanted;
}

function kindOf(part: string | number | undefined): ResourceKind {
  return part === undefined ? 'string' : typeof part === 'number' ? 'string-array' : 'plurals';
}

function isText(value: TranslationValue): value is string {
  return typeof value === 'string';
}
