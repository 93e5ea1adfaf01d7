import type { Git } from '../git/git.ts';
import { filesOfTree, LINK_MODE, readBlobs } from '../git/objects.ts';
import { MAX_TRANSLATION_BYTES } from '../files/checkout-file.ts';
import { translationFiles } from '../files/translation-files.ts';
import { sameLanguage } from '../files/languages.ts';
import type { FilePattern } from '../inputs/patterns.ts';
import type { LanguageMap } from '../common/language-map.ts';
import {
  formatOf,
  formOf,
  PAST_LIMIT_REASON,
  readTranslationFile,
  segmentsOf,
} from '../translations/index.ts';
import type { TranslationEntries } from '../translations/index.ts';

/**
 * A key of the base language as the repository has it, plural forms and array items folded into
 * the key they belong to: a key is removed only when every form of it is gone.
 */
export interface BaseKey {
  /** The key's path of names (one name for a flat file). */
  readonly path: readonly string[];
  /** Its text, or its forms' texts by form name or index. */
  readonly value: string | Readonly<Record<string, string>>;
  /** The base-language files that have it. */
  readonly files: readonly string[];
}

/** The base-language keys of a commit, by their path as JSON; or the file that stops the reading. */
export type BaseKeys =
  | { readonly kind: 'read'; readonly keys: ReadonlyMap<string, BaseKey> }
  | { readonly kind: 'unread'; readonly file: string; readonly why: string };

/** Where the base language's files are, and which language that is. */
export interface BaseFiles {
  readonly patterns: readonly FilePattern[];
  readonly languageMap: LanguageMap;
  /** The base language's service code. */
  readonly base: string;
}

/**
 * Every key of every base-language file at `commit`. One file the model cannot read stops it:
 * a key it holds could not be told present, and a present key must never count as removed.
 * Symbolic links are left out, as the push leaves them out.
 */
export async function baseKeysAt(git: Git, commit: string, files: BaseFiles): Promise<BaseKeys> {
  const tree = await filesOfTree(git, commit);
  const matched = new Set(
    translationFiles(
      tree.map((f) => f.path),
      files.patterns,
      files.languageMap,
      files.base,
    )
      .filter((f) => sameLanguage(f.language, files.base))
      .map((f) => f.path),
  );
  const chosen = tree.filter((f) => matched.has(f.path) && f.mode !== LINK_MODE);
  const tooLarge = chosen.find((f) => f.size > MAX_TRANSLATION_BYTES);
  if (tooLarge) return { kind: 'unread', file: tooLarge.path, why: 'it is too large' };
  const blobs = await readBlobs(git, [...new Set(chosen.map((f) => f.blob))]);
  const keys = new Map<string, MutableKey>();
  for (const file of chosen) {
    const read = await entriesOf(file.path, blobs.get(file.blob));
    if (typeof read === 'string') return { kind: 'unread', file: file.path, why: read };
    addKeys(keys, file.path, read);
  }
  return { kind: 'read', keys };
}

interface MutableKey {
  readonly path: string[];
  value: string | Record<string, string>;
  readonly files: string[];
}

/** Why a base file is not read key by key, as the summary says it. */
const UNREAD = {
  format: () => 'its format is not read key by key',
  encoding: () => 'it is not UTF-8 text',
  syntax: (path: string) => `it does not read as ${formatOf(path) ?? 'its format'}`,
  limit: () => `it is ${PAST_LIMIT_REASON}`,
} as const;

/** A file's keys, or why it cannot be read key by key. */
async function entriesOf(
  path: string,
  bytes: Buffer | undefined,
): Promise<TranslationEntries | string> {
  if (bytes === undefined) return 'git could not read it';
  const reading = await readTranslationFile(path, bytes, 'keys');
  return 'entries' in reading ? reading.entries : UNREAD[reading.unread](path);
}

function addKeys(keys: Map<string, MutableKey>, file: string, entries: TranslationEntries): void {
  for (const [entryKey, value] of entries) {
    // Numbers and booleans of a JSON or YAML file are settings, not texts.
    if (typeof value !== 'string') continue;
    const segments = segmentsOf(entryKey);
    const form = formOf(segments);
    const path = segments.slice(0, form === undefined ? undefined : -1).map(String);
    const id = JSON.stringify(path);
    const known = keys.get(id);
    const key = known ?? { path, value: form === undefined ? value : {}, files: [] };
    if (form !== undefined) {
      key.value = { ...(typeof key.value === 'string' ? {} : key.value), [form]: value };
    }
    if (!key.files.includes(file)) key.files.push(file);
    if (!known) keys.set(id, key);
  }
}

/** The keys of `before` that `after` does not have, in `before`'s order. */
export function keysGone(
  before: ReadonlyMap<string, BaseKey>,
  after: ReadonlyMap<string, BaseKey>,
): Array<[string, BaseKey]> {
  return [...before].filter(([id]) => !after.has(id));
}
