import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { hasIcuStructure, icuStructure } from './icu-structure.ts';
import { listed } from './limits.ts';

/**
 * ICU MessageFormat (`{count, plural, one {# file} other {# files}}`): a translation that does
 * not parse throws in the app's formatter, and one that renames or drops an argument prints a
 * raw brace or loses a number.
 */
export interface IcuChecker {
  /** What differs in `translation`; nothing when the base itself does not parse. */
  differences(base: string, translation: string): string[];
}

/**
 * A base text the ICU check applies to: one with a formatted argument (plural, select, number,
 * date, time). A text with only `{name}` is checked as a placeholder; parsing every text as ICU
 * would flag the apostrophes and lone braces of texts that were never meant as ICU.
 */
export function looksLikeIcu(text: string): boolean {
  // No backtracking past a brace: the name, the space and the comma take disjoint characters and
  // none takes `{`, so each brace costs at most the run after it (bench/qa-worst-inputs.ts).
  return /\{\s*[\p{L}\p{N}_]+\s*,\s*(plural|select|selectordinal|number|date|time)\s*[,}]/u.test(
    text,
  );
}

/** Loads the parser (FormatJS's, the one react-intl uses) only for a project that needs it. */
export async function loadIcuChecker(): Promise<IcuChecker> {
  const { parse, TYPE } = await import('@formatjs/icu-messageformat-parser');
  // Tags are compared by the markup check; here they would make `<b>` without `</b>` an ICU error.
  const parsed = (text: string) => parse(text, { ignoreTag: true });
  const typeNames = new Map<number, string>([
    [TYPE.argument, 'argument'],
    [TYPE.number, 'number'],
    [TYPE.date, 'date'],
    [TYPE.time, 'time'],
    [TYPE.select, 'select'],
    [TYPE.plural, 'plural'],
  ]);
  /** Each argument's name and how it is formatted, through every plural and select case. */
  const argumentsOf = (
    elements: readonly MessageFormatElement[],
    into = new Map<string, string>(),
  ) => {
    for (const element of elements) {
      const type = typeNames.get(element.type);
      if (type !== undefined && 'value' in element) into.set(element.value, type);
      if ('options' in element) {
        for (const option of Object.values(element.options)) argumentsOf(option.value, into);
      }
      if ('children' in element) argumentsOf(element.children, into);
    }
    return into;
  };
  // A base text is read once, however many languages translate it: its structure at once, and
  // parsed only for a translation of another structure.
  const bases = new Map<string, BaseMessage>();
  const baseMessage = (base: string): BaseMessage => {
    let read = bases.get(base);
    if (read === undefined) {
      read = { structure: icuStructure(base), arguments: undefined };
      bases.set(base, read);
    }
    return read;
  };
  /** The base's arguments; null when it does not parse. */
  const baseArgumentsOf = (read: BaseMessage, base: string): ReadonlyMap<string, string> | null => {
    if (read.arguments === undefined) {
      read.arguments = null;
      if (braceDepth(base) <= MAX_DEPTH) {
        try {
          read.arguments = argumentsOf(parsed(base));
        } catch {
          read.arguments = null;
        }
      }
    }
    return read.arguments;
  };
  return {
    differences(base, translation) {
      const read = baseMessage(base);
      // The same structure as the base: both parse to the same arguments, or neither parses.
      if (read.structure !== undefined && hasIcuStructure(translation, read.structure)) return [];
      const baseArguments = baseArgumentsOf(read, base);
      if (baseArguments === null) return [];
      const depth = braceDepth(translation);
      if (depth > MAX_DEPTH) {
        return [`ICU message nests braces ${depth} deep, the check reads at most ${MAX_DEPTH}`];
      }
      let translated: Map<string, string>;
      try {
        translated = argumentsOf(parsed(translation));
      } catch (error) {
        return [`ICU message does not parse: ${parseError(error)}`];
      }
      return compareArguments(baseArguments, translated);
    },
  };
}

/** A base text as the ICU check reads it: its structure, and its arguments once parsed. */
interface BaseMessage {
  /** Undefined when the scan cannot tell it (icu-structure.ts). */
  readonly structure: string | undefined;
  /** Undefined until parsed; null when it does not parse. */
  arguments: ReadonlyMap<string, string> | null | undefined;
}

function compareArguments(
  base: ReadonlyMap<string, string>,
  translated: ReadonlyMap<string, string>,
): string[] {
  const found: string[] = [];
  const missing = [...base.keys()].filter((name) => !translated.has(name));
  const extra = [...translated.keys()].filter((name) => !base.has(name));
  if (missing.length > 0) found.push(`ICU arguments missing: ${listed(missing, ', ')}`);
  if (extra.length > 0) found.push(`ICU arguments not in the base: ${listed(extra, ', ')}`);
  for (const [name, type] of base) {
    const other = translated.get(name);
    if (other !== undefined && other !== type)
      found.push(`ICU argument ${name} is ${other}, not ${type}`);
  }
  return found;
}

/**
 * Levels of braces a message may nest to be parsed: real messages nest a plural in a select or
 * two, four to six levels. The parser recurses once per level, and a few thousand levels overflow
 * the stack, which would read as "does not parse" for a message that may well parse.
 */
const MAX_DEPTH = 32;

/** The deepest nesting of braces in `text`, counted as written (a quoted `'{'` counts too). */
function braceDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const char of text) {
    if (char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === '}' && depth > 0) depth--;
  }
  return deepest;
}

/** `EXPECT_ARGUMENT_CLOSING_BRACE` at offset 12 → "expect argument closing brace (character 13)". */
function parseError(error: unknown): string {
  const kind = error instanceof Error ? error.message : String(error);
  const location = (error as { location?: { start?: { offset?: number } } }).location;
  const offset = location?.start?.offset;
  const words = kind.toLowerCase().replace(/_/g, ' ');
  return offset === undefined ? words : `${words} (character ${offset + 1})`;
}
