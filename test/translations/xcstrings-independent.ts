/**
 * What the String Catalog tests compare the product with, written apart from it: a reader of
 * one language's texts over `JSON.parse`, a writer of Xcode's layout (Foundation's pretty
 * printer with sorted keys and unescaped slashes), and a line diff fast enough for a 2 MB file
 * with a few changes.
 */

/** A catalogue as `JSON.parse` gives it (only the members the tests walk). */
interface Variant {
  readonly stringUnit?: { readonly state: string; readonly value: string };
  readonly substitutions?: Readonly<Record<string, { readonly variations?: Variations }>>;
  readonly variations?: Variations;
}

interface Variations {
  readonly plural?: Readonly<Record<string, Variant>>;
  readonly device?: Readonly<Record<string, Variant>>;
}

export interface CatalogueJson {
  readonly sourceLanguage: string;
  readonly strings: Readonly<
    Record<
      string,
      { readonly shouldTranslate?: boolean; readonly localizations?: Record<string, Variant> }
    >
  >;
}

const FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * One language's texts by key path (as keys.ts's keyOf writes it): a `new` text counts only in
 * the source language; a key kept out of translation counts nowhere.
 */
export function independentTexts(catalogue: CatalogueJson, language: string): Map<string, string> {
  const texts = new Map<string, string>();
  const take = (path: string[], unit: Variant['stringUnit']) => {
    if (unit === undefined) return;
    if (unit.state === 'new' && language !== catalogue.sourceLanguage) return;
    texts.set(JSON.stringify(path), unit.value);
  };
  const forms = (plural: Variations['plural'], path: string[]) => {
    for (const form of FORMS) take([...path, form], plural?.[form]?.stringUnit);
  };
  const walk = (variant: Variant, path: string[], top: boolean) => {
    take(path, variant.stringUnit);
    for (const [name, substitution] of Object.entries(variant.substitutions ?? {})) {
      forms(substitution.variations?.plural, [...path, name]);
    }
    forms(variant.variations?.plural, path);
    if (!top) return;
    for (const [device, inner] of Object.entries(variant.variations?.device ?? {})) {
      walk(inner, [...path, 'device', device], false);
    }
  };
  for (const [key, entry] of Object.entries(catalogue.strings)) {
    const localization = entry.localizations?.[language];
    if (entry.shouldTranslate !== false && localization !== undefined) {
      walk(localization, [key], true);
    }
  }
  return texts;
}

/** Every language some key has a localization of. */
export function languagesIn(catalogue: CatalogueJson): Set<string> {
  const languages = new Set<string>();
  for (const entry of Object.values(catalogue.strings)) {
    for (const language of Object.keys(entry.localizations ?? {})) languages.add(language);
  }
  return languages;
}

const base = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const tie = new Intl.Collator('en', { numeric: true });

/** A JSON value as Xcode writes a catalogue (without the final newline it never writes). */
export function xcodeLayout(value: unknown, indent = ''): string {
  if (typeof value === 'string') return quoted(value);
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    const items = value.map((item) => inner + xcodeLayout(item, inner));
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  const names = sortedNames(Object.keys(value));
  if (names.length === 0) return `{\n\n${indent}}`;
  const members = names.map(
    (name) =>
      `${inner}${quoted(name)} : ${xcodeLayout((value as Record<string, unknown>)[name], inner)}`,
  );
  return `{\n${members.join(',\n')}\n${indent}}`;
}

/** Most objects of a catalogue have the same few keys: their order is worked out once. */
const orders = new Map<string, string[]>();

function sortedNames(names: string[]): string[] {
  const id = names.join('\u0000');
  let sorted = orders.get(id);
  if (sorted === undefined) {
    sorted = [...names].sort((a, b) => base.compare(a, b) || tie.compare(a, b));
    if (names.length < 8) orders.set(id, sorted);
  }
  return sorted;
}

/** Foundation's string escapes: quote, backslash, the controls; `/` and non-ASCII as they are. */
function quoted(text: string): string {
  let out = '"';
  for (const c of text) {
    const code = c.codePointAt(0) as number;
    if (c === '"' || c === '\\') out += '\\' + c;
    else if (c === '\n') out += '\\n';
    else if (c === '\r') out += '\\r';
    else if (c === '\t') out += '\\t';
    else if (c === '\b') out += '\\b';
    else if (c === '\f') out += '\\f';
    else if (code < 0x20) out += '\\u' + code.toString(16).padStart(4, '0');
    else out += c;
  }
  return out + '"';
}

/** The lines one text has and the other lacks, by Myers' diff: [line index, line] each. */
export function changedLines(
  before: string,
  after: string,
): { removed: [number, string][]; added: [number, string][] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const max = a.length + b.length;
  const frontier = new Map<number, number>([[1, 0]]);
  const trace: Map<number, number>[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(new Map(frontier));
    for (let k = -d; k <= d; k += 2) {
      const down =
        k === -d || (k !== d && (frontier.get(k - 1) ?? -1) < (frontier.get(k + 1) ?? -1));
      let x = down ? (frontier.get(k + 1) ?? 0) : (frontier.get(k - 1) ?? 0) + 1;
      let y = x - k;
      while (x < a.length && y < b.length && a[x] === b[y]) [x, y] = [x + 1, y + 1];
      frontier.set(k, x);
      if (x >= a.length && y >= b.length) return backtrack(trace, a, b, x, y);
    }
  }
  throw new Error('no diff');
}

function backtrack(
  trace: Map<number, number>[],
  a: string[],
  b: string[],
  endX: number,
  endY: number,
): { removed: [number, string][]; added: [number, string][] } {
  const removed: [number, string][] = [];
  const added: [number, string][] = [];
  let [x, y] = [endX, endY];
  for (let d = trace.length - 1; d > 0; d--) {
    const frontier = trace[d] as Map<number, number>;
    const k = x - y;
    const down = k === -d || (k !== d && (frontier.get(k - 1) ?? -1) < (frontier.get(k + 1) ?? -1));
    const previousK = down ? k + 1 : k - 1;
    const previousX = frontier.get(previousK) ?? 0;
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY) [x, y] = [x - 1, y - 1];
    if (down) added.push([y - 1, b[y - 1] as string]);
    else removed.push([x - 1, a[x - 1] as string]);
    [x, y] = [previousX, previousY];
  }
  return { removed: removed.reverse(), added: added.reverse() };
}

/**
 * The language whose localization holds line `index` of a catalogue in Xcode's layout (a
 * language's member sits eight spaces in: strings → key → localizations → language), if any.
 */
export function languageAt(lines: readonly string[], index: number): string | undefined {
  for (let i = index; i >= 0; i--) {
    const line = lines[i] as string;
    const member = /^ {8}"((?:[^"\\]|\\.)*)" : \{\r?$/.exec(line);
    if (member) return JSON.parse(`"${member[1]}"`) as string;
    // A language's closing brace is its own: its opening line is further up.
    if (i === index && /^ {8}\},?\r?$/.test(line)) continue;
    if (/^ {0,8}\S/.test(line)) return undefined;
  }
  return undefined;
}
