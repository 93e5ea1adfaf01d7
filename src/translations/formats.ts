import { fileFormatOf, formatRow } from './file-formats.ts';
import { isPastLimit, MAX_READ_CHARACTERS } from './read-limits.ts';
import { warningsOf } from './read-warnings.ts';
import { decodeText } from './text-file.ts';
import type { FormatModel, TranslationEntries, TranslationFormat } from './types.ts';

/**
 * Each format's module is loaded on first use (its row's `load`, file-formats.ts): a pull of JSON
 * files never loads the YAML, gettext and XML parsers (together ~12 MiB of resident memory), nor
 * does a push.
 */
const loaded = new Map<TranslationFormat, Promise<FormatModel>>();

/** The format the model reads a file of this path as; undefined for a path it cannot read. */
export function formatOf(path: string): TranslationFormat | undefined {
  return fileFormatOf(path)?.model?.name;
}

/**
 * The module that reads and edits a format, loaded once, within the read limits: a text past
 * one (read-limits.ts) reads as one that does not parse, and is handled whole.
 */
export async function modelOf(format: TranslationFormat, language?: string): Promise<FormatModel> {
  return withinLimits(await unguardedModelOf(format, language));
}

/**
 * What a caller says of a file besides its path: the language to read, where its format holds
 * every language in one file (a String Catalog: file-formats.ts `everyLanguage`), as the file
 * spells it (`pt-BR`); the file's source language where none is named.
 */
export interface ModelOptions {
  readonly language?: string | undefined;
}

function unguardedModelOf(format: TranslationFormat, language?: string): Promise<FormatModel> {
  const views = formatRow(format).everyLanguage;
  if (views !== undefined && language !== undefined) return views.viewOf(language);
  let model = loaded.get(format);
  if (model === undefined) {
    model = formatRow(format).model?.load() ?? Promise.reject(new Error(`no model ${format}`));
    loaded.set(format, model);
  }
  return model;
}

/** The text's entries, undefined when it does not parse, or `limit` when it is past a limit. */
function readWithin(
  read: (text: string) => TranslationEntries | undefined,
  text: string,
): TranslationEntries | undefined | 'limit' {
  if (text.length > MAX_READ_CHARACTERS) return 'limit';
  try {
    return read(text);
  } catch (error) {
    if (isPastLimit(error)) return 'limit';
    throw error;
  }
}

/** The model with every text past a limit taken as one it cannot read or edit. */
function withinLimits(model: FormatModel): FormatModel {
  const entries = (read: (text: string) => TranslationEntries | undefined) => (text: string) => {
    const result = readWithin(read, text);
    return result === 'limit' ? undefined : result;
  };
  const orElse = <T>(make: () => T, fallback: T): T => {
    try {
      return make();
    } catch (error) {
      if (isPastLimit(error)) return fallback;
      throw error;
    }
  };
  // The paired reader keeps to the limits itself: past one it reads nothing (json-pair.ts).
  const { readKeys, followMarkup, alignBundle, textStates, paired } = model;
  return {
    read: entries(model.read),
    ...(followMarkup === undefined ? {} : { followMarkup }),
    ...(textStates === undefined ? {} : { textStates }),
    ...(paired === undefined ? {} : { paired }),
    ...(readKeys === undefined ? {} : { readKeys: entries(readKeys) }),
    ...(alignBundle === undefined
      ? {}
      : {
          alignBundle: (text, bundle, offered) =>
            orElse(() => alignBundle(text, bundle, offered), offered),
        }),
    edit: (text, target, bundle, states) =>
      orElse(() => model.edit(text, target, bundle, states), undefined),
    render: (bundle, target, states) => orElse(() => model.render(bundle, target, states), bundle),
  };
}

/**
 * The text's translations: key (see keys.ts) → text, in the file's order. Nested keys are paths,
 * plural forms nested keys (JSON, YAML, Android `plurals`), `msgstr[n]` (.po) or array indexes
 * (Android `string-array`); non-string JSON/YAML leaves are kept as values. Undefined when the
 * text does not parse.
 */
export async function readTranslations(
  format: TranslationFormat,
  text: string,
  options: ModelOptions = {},
): Promise<TranslationEntries | undefined> {
  return (await modelOf(format, options.language)).read(
    text.startsWith('\uFEFF') ? text.slice(1) : text,
  );
}

/** A file read key by key, or why it is not. */
export type FileReading =
  | {
      readonly entries: TranslationEntries;
      /** What reading found for the user to hear of, each naming the file (see read-warnings.ts). */
      readonly warnings?: readonly string[];
    }
  | { readonly unread: 'format' | 'encoding' | 'syntax' | 'limit' };

/**
 * A file's translations from its bytes: undefined bytes (no such file) hold none. `unread` says
 * why a file is not read key by key: a format the model does not read, bytes that are not
 * UTF-8, a text that does not parse as its format, or one past a read limit (read-limits.ts:
 * too deep or too large). `keys` reads every key the file declares,
 * those without a translation too (see FormatModel.readKeys).
 */
export async function readTranslationFile(
  path: string,
  bytes: Buffer | undefined,
  what: 'translations' | 'keys' = 'translations',
  options: ModelOptions = {},
): Promise<FileReading> {
  const format = formatOf(path);
  if (format === undefined) return { unread: 'format' };
  if (bytes === undefined) return { entries: new Map() };
  const decoded = decodeText(bytes);
  if (decoded === undefined) return { unread: 'encoding' };
  const model = await unguardedModelOf(format, options.language);
  const read = what === 'keys' ? (model.readKeys ?? model.read) : model.read;
  const entries = readWithin(read, decoded.text);
  if (entries === 'limit') return { unread: 'limit' };
  if (entries === undefined) return { unread: 'syntax' };
  const warnings = warningsOf(entries).map((warning) => `${path}: ${warning}`);
  return warnings.length > 0 ? { entries, warnings } : { entries };
}
