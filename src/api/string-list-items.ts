import { isRecord } from '../common/records.ts';
import { ShapeError, stringItem, type StringItem } from './results.ts';

/** Takes string/list's items as they arrive, one attempt's worth (see readStrings). */
export interface StringFold {
  add(language: string, item: StringItem): void;
}

/**
 * What the string/list scanner (string-list-scanner.ts) does with the items it finds: it hands a
 * reader the JSON text of an array of whole items of one language, a batch at a time, and the
 * reader hands them on in the shape its caller wants.
 */
export interface ItemsReader {
  /**
   * Reads `items`, the JSON text of an array of items of `language`, and gives back what hands
   * them on. Throws a SyntaxError when the text is no JSON array (the scanner may have guessed
   * where items end: it then reads the bytes one by one), and a ShapeError when an item is not
   * an object. Reading and handing on are apart so that a failed guess hands nothing on.
   */
  read(language: string, items: string): () => void;
}

/** Each item parsed whole, as an object. */
export function parsedItems(
  onItem: (language: string, item: Readonly<Record<string, unknown>>) => void,
): ItemsReader {
  return {
    read(language, items) {
      const parsed = (JSON.parse(items) as unknown[]).map((item) => itemObject(language, item));
      return () => {
        for (const item of parsed) onItem(language, item);
      };
    },
  };
}

/** Each item parsed whole and checked, handed to `fold`. */
export function stringItems(fold: StringFold): ItemsReader {
  return parsedItems((language, raw) => fold.add(language, stringItem(raw)));
}

export function itemObject(language: string, item: unknown): Readonly<Record<string, unknown>> {
  if (!isRecord(item)) throw notAnObject(language);
  return item;
}

/** What an item of `language` that is not an object makes of the answer. */
export function notAnObject(language: string): ShapeError {
  return new ShapeError(`strings.${language} holds an item that is not an object`);
}
