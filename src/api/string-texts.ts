import { pluralMark, stringText } from './results.ts';
import { itemObject, type ItemsReader } from './string-list-items.ts';

/** Takes the key, text and plural key of each string/list item (see readStringTexts). */
export interface StringTextFold {
  /**
   * `translation` is '' where the item has none; `pluralKey` null where the key is not plural
   * (`pluralMark`). The strings may be parts of the text of the batch they came in, which stays
   * in memory as long as one of them does: a fold that keeps one keeps `detached(it)`.
   */
  addText(language: string, key: string, translation: string, pluralKey: string | null): void;
}

/**
 * A copy of `text` that holds on to nothing else. A part of a longer string is, in V8, a view
 * of it; a string joined to another is copied whole when a part of it is taken, so this is a
 * copy of its own.
 */
export function detached(text: string): string {
  return ` ${text}`.slice(1);
}

/** A JSON string's characters, escapes included (no quote, backslash or control character bare). */
const CHARS = String.raw`[^"\\\u0000-\u001f]*(?:\\.[^"\\\u0000-\u001f]*)*`;
const TEXT = `"(${CHARS})"`;
/** A value of any other field as the interface gives them: a text, a number, a flag, a list of texts. */
const VALUE = String.raw`"${CHARS}"|null|true|false|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|\[(?:"${CHARS}"(?:,"${CHARS}")*)?\]`;
/** Any other field's name: one of the three again would be a second value for it. */
const OTHER_NAME = String.raw`"(?!(?:key|translation|plural_key)")[^"\\\u0000-\u001f]*"`;
/**
 * One item as the interface lists its fields (key, translation, plural_key first) and as
 * services send it (no white space), whole: from its `{` to its `}`. It matches only what
 * JSON.parse reads as an object, with the same three values; any other item (another order,
 * white space, an escaped name, an object inside) is read by JSON.parse instead.
 */
const ITEM = new RegExp(
  String.raw`\{"key":${TEXT},"translation":(?:${TEXT}|null),"plural_key":(?:${TEXT}|null)(?:,${OTHER_NAME}:(?:${VALUE}))*\}`,
  'y',
);

/**
 * Reads of each item only what a comparison of texts needs, without an object per item: a
 * project's answer is 200,000 items, and parsing each whole cost more than all the rest of the
 * push's key-level comparison. A batch is matched item by item with one expression (compiled to
 * machine code, it passes over a text faster than JSON.parse builds objects of it); a batch with
 * an item it does not match is parsed whole instead. Either way the items are handed on only
 * once the whole batch has been read, so a batch that is no JSON array hands nothing on.
 */
export function itemTexts(fold: StringTextFold): ItemsReader {
  return {
    read(language, items) {
      const read = matchAll(items) ?? parseAll(language, items);
      return () => {
        for (let i = 0; i < read.keys.length; i++) {
          fold.addText(
            language,
            read.keys[i] as string,
            read.texts[i] as string,
            read.plurals[i] ?? null,
          );
        }
      };
    },
  };
}

/** The three fields of each item of a batch, in order. */
interface Texts {
  readonly keys: string[];
  readonly texts: string[];
  readonly plurals: (string | null)[];
}

/** A batch the expression does not match, read by JSON.parse and checked as stringItem checks. */
function parseAll(language: string, items: string): Texts {
  const read: Texts = { keys: [], texts: [], plurals: [] };
  for (const item of JSON.parse(items) as unknown[]) {
    const { key, translation, pluralKey } = stringText(itemObject(language, item));
    read.keys.push(key);
    read.texts.push(translation);
    read.plurals.push(pluralKey);
  }
  return read;
}

/**
 * Every item of `items` (an array's JSON text) matched; undefined at the first it cannot (read
 * by JSON.parse then); a SyntaxError where the items matched are not followed as in an array.
 */
function matchAll(items: string): Texts | undefined {
  const read: Texts = { keys: [], texts: [], plurals: [] };
  const last = items.length - 1;
  let at = skipSpace(items, 1);
  if (at === last) return items.charCodeAt(at) === CLOSE ? read : undefined;
  for (;;) {
    ITEM.lastIndex = at;
    const match = ITEM.exec(items);
    if (match === null) return undefined;
    read.keys.push(unescaped(match[1] as string));
    read.texts.push(match[2] === undefined ? '' : unescaped(match[2]));
    read.plurals.push(match[3] === undefined ? null : pluralMark(unescaped(match[3])));
    at = skipSpace(items, ITEM.lastIndex);
    const next = items.charCodeAt(at);
    if (next === CLOSE && at === last) return read;
    // What follows an item is the array's end or a comma, or the text is no JSON array (as where
    // a leap's items run into the next language's): JSON.parse would only say so more slowly.
    if (next !== COMMA) throw new SyntaxError(`no JSON array of items: ${items[at] ?? 'end'}`);
    at = skipSpace(items, at + 1);
  }
}

const CLOSE = 0x5d;
const COMMA = 0x2c;

function skipSpace(text: string, from: number): number {
  let at = from;
  for (;;) {
    const c = text.charCodeAt(at);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return at;
    at += 1;
  }
}

/** A matched string's characters: its escapes read as JSON reads them (a bad one throws). */
function unescaped(chars: string): string {
  return chars.includes('\\') ? (JSON.parse(`"${chars}"`) as string) : chars;
}
