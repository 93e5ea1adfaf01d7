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
  /** Told the bytes of the answer once it was read whole (those the read limit counts). */
  answered?(bytes: number): void;
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
/** A value other than a text as services send them: null, a flag, a number. */
const LITERAL = String.raw`null|true|false|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?`;
/** Any value of a field as services send them: a text, a literal, a list of texts. */
const VALUE = String.raw`"${CHARS}"|${LITERAL}|\[(?:"${CHARS}"(?:,"${CHARS}")*)?\]`;
/** Another field than the three read: its name is none of them, so it never stands for one. */
const OTHER = String.raw`,"(?!(?:key|translation|plural_key)")[^"\\\u0000-\u001f]*":(?:${VALUE})`;

/**
 * One item whole, from its `{` to its `}`, as both shapes of item come (no white space): `key`
 * first, `translation` before `plural_key`, any other fields between and after. The interface's
 * shape has the three first; the real service sent 19 fields with `key_id` and `trans_id` before
 * `translation` and four more before `plural_key`. It matches only what JSON.parse reads as an
 * object with the same three values; groups: key, translation, plural_key as a text or a literal.
 */
const ITEM = new RegExp(
  String.raw`\{"key":${TEXT}(?:${OTHER})*,"translation":(?:${TEXT}|null)(?:${OTHER})*,"plural_key":(?:${TEXT}|(${LITERAL}))(?:${OTHER})*\}`,
  'y',
);

/**
 * One field of an item (no white space): its name (group 1), then its value: a text (group 2,
 * its characters), a literal (group 3), or a list of texts. For an item in another order than
 * ITEM's, read field by field. A name with an escape, an object inside, or white space is left
 * to JSON.parse.
 */
const FIELD = new RegExp(
  String.raw`"([^"\\\u0000-\u001f]*)":(?:${TEXT}|(${LITERAL})|\[(?:"${CHARS}"(?:,"${CHARS}")*)?\])`,
  'y',
);

/**
 * Reads of each item only what a comparison of texts needs, without an object per item: a
 * project's answer is 200,000 items, and parsing each whole cost more than all the rest of the
 * push's key-level comparison. A batch is matched item by item with one expression (compiled
 * to machine code, it passes over a text faster than JSON.parse builds objects of it), an item in
 * an order it does not take field by field; a batch with an item neither reads is parsed whole
 * instead. Either way the items are handed on only
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
    at = matchItem(items, at, read);
    if (at === -1) return undefined;
    at = skipSpace(items, at);
    const next = items.charCodeAt(at);
    if (next === CLOSE && at === last) return read;
    // What follows an item is the array's end or a comma, or the text is no JSON array (as where
    // a leap's items run into the next language's): JSON.parse would only say so more slowly.
    if (next !== COMMA) throw new SyntaxError(`no JSON array of items: ${items[at] ?? 'end'}`);
    at = skipSpace(items, at + 1);
  }
}

/**
 * The item at `at` matched into `read`; the place after its `}`, or -1 where it is not matched
 * whole (JSON.parse then reads the batch, and says what is wrong with it). A field named twice
 * counts as JSON.parse counts it: the last value.
 */
function matchItem(items: string, from: number, read: Texts): number {
  ITEM.lastIndex = from;
  const whole = ITEM.exec(items);
  if (whole !== null) {
    const plural = whole[3] ?? literalMark(whole[4]);
    if (plural !== undefined) {
      read.keys.push(unescaped(whole[1] as string));
      read.texts.push(whole[2] === undefined ? '' : unescaped(whole[2]));
      read.plurals.push(plural === null ? null : pluralMark(unescaped(plural)));
      return ITEM.lastIndex;
    }
  }
  return matchFields(items, from, read);
}

/** matchItem for an item in another order, field by field. */
function matchFields(items: string, from: number, read: Texts): number {
  if (items.charCodeAt(from) !== OPEN) return -1;
  let key: string | undefined;
  let text = '';
  let plural: string | null = null;
  let at = from + 1;
  for (;;) {
    FIELD.lastIndex = at;
    const match = FIELD.exec(items);
    if (match === null) return -1;
    const name = match[1] as string;
    const chars = match[2];
    if (name === 'key') {
      if (chars === undefined) return -1;
      key = chars;
    } else if (name === 'translation') {
      if (chars !== undefined) text = chars;
      else if (match[3] === 'null') text = '';
      else return -1;
    } else if (name === 'plural_key') {
      const mark = chars === undefined ? literalMark(match[3]) : chars;
      if (mark === undefined) return -1;
      plural = mark;
    }
    at = FIELD.lastIndex;
    const next = items.charCodeAt(at);
    if (next === BRACE) break;
    if (next !== COMMA) return -1;
    at += 1;
  }
  if (key === undefined) return -1;
  read.keys.push(unescaped(key));
  read.texts.push(unescaped(text));
  read.plurals.push(plural === null ? null : pluralMark(unescaped(plural)));
  return at + 1;
}

/** A `plural_key` given as a literal, as pluralMark reads it; undefined for a list or a number it refuses. */
function literalMark(literal: string | undefined): string | null | undefined {
  if (literal === 'null' || literal === 'false' || literal === '0') return null;
  if (literal === 'true' || literal === '1') return '1';
  return undefined;
}

const OPEN = 0x7b;
const BRACE = 0x7d;
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
