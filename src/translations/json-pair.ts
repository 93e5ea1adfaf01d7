import { isUtf8 } from 'node:buffer';
import { type KeySegment, keyOf } from './keys.ts';
import {
  BACKSLASH,
  CLOSE_ARRAY,
  CLOSE_OBJECT,
  COLON,
  COMMA,
  OPEN_ARRAY,
  OPEN_OBJECT,
  QUOTE,
} from '../common/json-syntax.ts';
import {
  escapedNameBytes,
  escapeEnd,
  hashOf,
  isContainer,
  literalEnd,
  literalValue,
  NOT_PAIRED,
  sameBytes,
  skipSpace,
  stringEnd,
  stringValue,
} from './json-literals.ts';
import { MAX_NESTING, MAX_READ_CHARACTERS } from './read-limits.ts';
import { SeenNames } from './seen-names.ts';
import type { DifferingLeaf, TranslationKey } from './types.ts';

/**
 * The everyday pull's JSON files, read once each (issue 43): the checkout's file and the bundle's
 * are walked side by side, byte by byte, without decoding either. Almost always both have the
 * same keys in the same order (the checkout's file is what the last pull wrote, or the file the
 * service imported), and only some texts differ: those are all a pull needs to know. A key, a
 * text or a number equal in both is compared as bytes and never becomes a string. Anything else
 * (another key or order, comments, a key written twice, a byte-order mark, a file past the read
 * limits, a text that is not JSON) is not this reader's: it says so, and the model's own reader
 * (json-read.ts), which knows every such case, decides the file.
 */

/**
 * A step of the path as the walk keeps it, a number so that no key costs an allocation: where an
 * object key's string starts in `ours` (0 or more), or an array index `i` as `-1 - i`.
 */
type Step = number;

/**
 * The names seen in the object being read at each depth, kept from file to file: a walk is
 * synchronous, so no two use them at once.
 */
const namesAtDepth: SeenNames[] = [];

/**
 * The texts that differ between the checkout's JSON file and the bundle's, when both are plain
 * UTF-8 JSON (no byte-order mark, no comment) of the same shape: the same keys in the same order
 * at every level, arrays of the same lengths, no key written twice, within the read limits.
 * Undefined otherwise: then the model's reader decides (see above).
 */
export function differingLeaves(ours: Buffer, theirs: Buffer): DifferingLeaf[] | undefined {
  if (ours.length > MAX_READ_CHARACTERS || theirs.length > MAX_READ_CHARACTERS) return undefined;
  if (!isUtf8(ours) || !isUtf8(theirs)) return undefined;
  const walk = new PairedWalk(ours, theirs);
  try {
    walk.document();
  } catch (error) {
    if (error === NOT_PAIRED) return undefined;
    throw error;
  }
  return walk.differing;
}

class PairedWalk {
  readonly differing: DifferingLeaf[] = [];
  private a = 0;
  private b = 0;
  private readonly path: Step[] = [];
  /** Whether the last string `sameString` passed has an escape. */
  private escaped = false;

  private readonly ours: Buffer;
  private readonly theirs: Buffer;

  constructor(ours: Buffer, theirs: Buffer) {
    this.ours = ours;
    this.theirs = theirs;
  }

  document(): void {
    this.a = skipSpace(this.ours, 0);
    this.b = skipSpace(this.theirs, 0);
    this.value(1);
    if (skipSpace(this.ours, this.a) !== this.ours.length) throw NOT_PAIRED;
    if (skipSpace(this.theirs, this.b) !== this.theirs.length) throw NOT_PAIRED;
  }

  /** One value at `depth` in both, each cursor on its first byte; leaves them past it. */
  private value(depth: number): void {
    const x = this.ours[this.a];
    if (x !== this.theirs[this.b]) {
      // Two leaves of other kinds (a text and a number) still pair; anything else does not.
      if (isContainer(x) || isContainer(this.theirs[this.b])) throw NOT_PAIRED;
      this.leaf();
    } else if (x === OPEN_OBJECT) this.object(depth);
    else if (x === OPEN_ARRAY) this.array(depth);
    else this.leaf();
  }

  private object(depth: number): void {
    if (depth > MAX_NESTING) throw NOT_PAIRED;
    this.a = skipSpace(this.ours, this.a + 1);
    this.b = skipSpace(this.theirs, this.b + 1);
    if (this.closes(CLOSE_OBJECT)) return;
    // Each key's hash; a hash seen twice is taken for a key written twice (a false alarm, one
    // in millions of objects, only leaves the file to the model's reader).
    const names = (namesAtDepth[depth] ??= new SeenNames());
    names.begin();
    for (;;) {
      const keyStart = this.a;
      if (this.ours[keyStart] !== QUOTE || this.theirs[this.b] !== QUOTE) throw NOT_PAIRED;
      if (!this.sameString()) throw NOT_PAIRED;
      const name = this.escaped
        ? hashOf(escapedNameBytes(this.ours, keyStart, this.a))
        : hashOf(this.ours, keyStart + 1, this.a - 1);
      if (names.seen(name)) throw NOT_PAIRED;
      this.a = this.expect(this.ours, this.a, COLON);
      this.b = this.expect(this.theirs, this.b, COLON);
      this.path.push(keyStart);
      this.value(depth + 1);
      this.path.pop();
      if (this.next(CLOSE_OBJECT)) return;
    }
  }

  /**
   * Both cursors on a string's opening quote: whether the two strings are the same bytes (both
   * cursors then past them, ours checked as JSON); when not, neither cursor moved. One loop over
   * both, as this is where the walk spends its time.
   */
  private sameString(): boolean {
    const { ours, theirs } = this;
    let i = this.a + 1;
    let j = this.b + 1;
    let escaped = false;
    for (;;) {
      const byte = ours[i];
      if (byte !== theirs[j]) return false;
      if (byte === QUOTE) break;
      if (byte === undefined || byte < 0x20) throw NOT_PAIRED;
      if (byte === BACKSLASH) {
        escaped = true;
        const last = escapeEnd(ours, i);
        for (let k = i + 1; k <= last; k++) if (ours[k] !== theirs[j + k - i]) return false;
        j += last - i;
        i = last;
      }
      i++;
      j++;
    }
    this.a = i + 1;
    this.b = j + 1;
    this.escaped = escaped;
    return true;
  }

  private array(depth: number): void {
    if (depth > MAX_NESTING) throw NOT_PAIRED;
    this.a = skipSpace(this.ours, this.a + 1);
    this.b = skipSpace(this.theirs, this.b + 1);
    if (this.closes(CLOSE_ARRAY)) return;
    for (let index = 0; ; index++) {
      this.path.push(-1 - index);
      this.value(depth + 1);
      this.path.pop();
      if (this.next(CLOSE_ARRAY)) return;
    }
  }

  /** Whether both cursors are on `close` (an empty container, then passed); one alone is not paired. */
  private closes(close: number): boolean {
    const x = this.ours[this.a] === close;
    if (x !== (this.theirs[this.b] === close)) throw NOT_PAIRED;
    if (x) {
      this.a++;
      this.b++;
    }
    return x;
  }

  /** After a member: a comma in both (then on the next member), or `close` in both (passed). */
  private next(close: number): boolean {
    this.a = skipSpace(this.ours, this.a);
    this.b = skipSpace(this.theirs, this.b);
    const x = this.ours[this.a];
    if (x !== this.theirs[this.b]) throw NOT_PAIRED;
    if (x === close) {
      this.a++;
      this.b++;
      return true;
    }
    if (x !== COMMA) throw NOT_PAIRED;
    this.a = skipSpace(this.ours, this.a + 1);
    this.b = skipSpace(this.theirs, this.b + 1);
    // A trailing comma is not JSON.
    if (this.ours[this.a] === close || this.theirs[this.b] === close) throw NOT_PAIRED;
    return false;
  }

  /** `at` past spaces, which must then be `byte`; the offset after it, past spaces. */
  private expect(bytes: Buffer, at: number, byte: number): number {
    const found = skipSpace(bytes, at);
    if (bytes[found] !== byte) throw NOT_PAIRED;
    return skipSpace(bytes, found + 1);
  }

  /** A text, number, true, false or null in both; recorded when their values differ. */
  private leaf(): void {
    const start = this.a;
    const theirStart = this.b;
    if (this.ours[start] === QUOTE && this.theirs[theirStart] === QUOTE && this.sameString()) {
      return;
    }
    const end = literalEnd(this.ours, start);
    const theirEnd = literalEnd(this.theirs, theirStart);
    this.a = end;
    this.b = theirEnd;
    if (sameBytes(this.ours, start, end, this.theirs, theirStart, theirEnd)) return;
    const ours = literalValue(this.ours, start, end);
    const theirs = literalValue(this.theirs, theirStart, theirEnd);
    if (ours === theirs) return;
    this.differing.push({ key: this.key(), ours, theirs, start, end });
  }

  private key(): TranslationKey {
    const segments: KeySegment[] = this.path.map((step) =>
      step < 0 ? -1 - step : stringValue(this.ours, step, stringEnd(this.ours, step)),
    );
    return keyOf(segments);
  }
}
