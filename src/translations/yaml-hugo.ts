import { isMap, isScalar, isSeq, type Pair, type YAMLMap } from 'yaml';
import { keyOf, PLURAL_FORMS } from './keys.ts';
import type { TranslationValue } from './types.ts';
import { lastPairs, leafValue } from './yaml-read.ts';

/**
 * Hugo's translation tables written as a list, the first file format of go-i18n (which Hugo
 * reads them with), as many themes still ship them (`i18n/de.yaml`):
 *
 *     - id: home
 *       translation: "Startseite"
 *     - id: read_time
 *       translation:
 *         one: "1 Minute"
 *         other: "{{ .Count }} Minuten"
 *
 * go-i18n and Hugo name each message by its `id` (`T "home"`), and go-i18n's own tools write the
 * same table as a map (`home: Startseite`, `read_time:` over its forms), which the model reads
 * with the same keys. So a list of messages is read by id as well: `home`, and `read_time` with
 * the plural forms `one` and `other`, not `[0].translation` and `[0].id` (a text to translate
 * that is none, and a key an item put in between would renumber). An id written twice counts as
 * its last item, as go-i18n keeps the last message of an id. A list that is not all messages is
 * read item by item as before.
 */

/** One message of the list. */
export interface HugoItem {
  readonly id: string;
  /** The item's map (`id:`, `translation:` and anything else go-i18n reads, such as `hash:`). */
  readonly item: YAMLMap;
  /** The item's `translation` pair: a text, or a map of plural forms. */
  readonly translation: Pair;
}

/** The messages of a list of them; undefined when `node` is not one. */
export function hugoItemsOf(node: unknown): HugoItem[] | undefined {
  if (!isSeq(node) || node.flow === true || node.items.length === 0) return undefined;
  const items: HugoItem[] = [];
  for (const item of node.items) {
    if (!isMap(item) || item.flow === true) return undefined;
    const pairs = lastPairs(item);
    const id = pairs?.get('id')?.value;
    const translation = pairs?.get('translation');
    if (!isScalar(id) || !['string', 'number'].includes(typeof id.value)) return undefined;
    if (translation === undefined || !holdsText(translation.value)) return undefined;
    items.push({ id: String(id.value), item, translation });
  }
  return items;
}

/** A text (or no text yet), or a map of plural forms to texts. */
function holdsText(value: unknown): boolean {
  if (value === null || isScalar(value)) return true;
  return (
    isMap(value) &&
    value.items.every(
      (pair) =>
        isScalar(pair.key) &&
        PLURAL_FORMS.has(String(pair.key.value)) &&
        (pair.value === null || isScalar(pair.value)),
    )
  );
}

/**
 * The messages' texts into `entries`, in the order of the items that count; each id written more
 * than once into `repeated`, with how many times.
 */
export function readHugoItems(
  items: readonly HugoItem[],
  entries: Map<string, TranslationValue>,
  repeated?: Map<string, number>,
): void {
  const counting = lastItems(items);
  const times = new Map<string, number>();
  for (const item of items) {
    times.set(item.id, (times.get(item.id) ?? 0) + 1);
    if (counting.get(item.id) !== item) continue;
    const value = item.translation.value;
    if (!isMap(value)) {
      entries.set(keyOf([item.id]), isScalar(value) ? leafValue(value.value) : null);
      continue;
    }
    for (const [form, pair] of lastPairs(value) ?? []) {
      entries.set(
        keyOf([item.id, form]),
        isScalar(pair.value) ? leafValue(pair.value.value) : null,
      );
    }
  }
  for (const [id, n] of times) if (n > 1) repeated?.set(keyOf([id]), n);
}

/** The item that counts for each id: its last. */
export function lastItems(items: readonly HugoItem[]): Map<string, HugoItem> {
  return new Map(items.map((item) => [item.id, item]));
}
