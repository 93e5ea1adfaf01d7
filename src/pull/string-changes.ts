import {
  keyLabel,
  textChangesOf,
  type TextChange,
  type TranslationEntries,
  type TranslationValue,
} from '../translations/index.ts';

/** What happened to one key of a pulled file. */
export type StringChangeKind = 'changed' | 'added' | 'removed';

/** One key's change, with its texts as a person reads them. */
export interface StringChange {
  readonly kind: StringChangeKind;
  /** The key as a person reads it (keys.ts `keyLabel`). */
  readonly key: string;
  /** The repository's text at HEAD; absent for an added key. */
  readonly before?: string;
  /** The text the pull wrote; absent for a removed key. */
  readonly after?: string;
}

/**
 * Why a file's strings are not listed: see translations `readTranslationFile`; `new`, a file
 * HEAD does not have (every key in it is new: a list would only repeat the file).
 */
export type UnreadReason = 'format' | 'encoding' | 'syntax' | 'limit' | 'new';

/** The strings of one pulled file that changed against HEAD, or why they are not known. */
export interface FileStringChanges {
  readonly path: string;
  /** The language code as the repository has it. */
  readonly localLanguage: string;
  /**
   * Sorted by kind (changed, added, removed), then key; undefined when `unread`. Only the first
   * rows of a run are kept (see `MAX_LISTED_ROWS`); `counts` has them all.
   */
  readonly changes: readonly StringChange[] | undefined;
  /** How many keys changed, were added and were removed, listed or not. */
  readonly counts: Readonly<Record<StringChangeKind, number>>;
  readonly unread?: UnreadReason;
}

/**
 * Most rows a run keeps in memory: more than the job summary's 1 MiB can show (a row takes 50
 * bytes at least), far fewer than a pull of thousands of rewritten files would make.
 */
export const MAX_LISTED_ROWS = 25_000;

/**
 * Rows each language keeps, at least, when each has a pull request of its own
 * (`pr-per-language`): its body lists its own strings, and a body of 65,536 characters shows
 * fewer than 1,000 rows. Shared from MAX_LISTED_ROWS while there are few languages.
 */
const LEAST_ROWS_PER_LANGUAGE = 1_000;

/** The rows one language keeps when each language has a pull request of its own. */
export function rowsPerLanguage(languages: number): number {
  return Math.max(LEAST_ROWS_PER_LANGUAGE, Math.floor(MAX_LISTED_ROWS / Math.max(1, languages)));
}

/** No change counted. */
export const NO_COUNTS: Readonly<Record<StringChangeKind, number>> = {
  changed: 0,
  added: 0,
  removed: 0,
};

/** The changes' counts by kind. */
export function countsOf(
  changes: readonly { readonly kind: StringChangeKind }[],
): Record<StringChangeKind, number> {
  const counts = { ...NO_COUNTS };
  for (const change of changes) counts[change.kind]++;
  return counts;
}

/** The order reviewers read: what changed first, then what is new, then what is gone. */
export const KIND_ORDER: readonly StringChangeKind[] = ['changed', 'added', 'removed'];

/**
 * The keys whose text differs between `before` (HEAD) and `after` (the pulled file): a key's
 * order, comments, references and formatting are no change, only its text. Sorted by kind, then
 * key, so that a reviewer can scan it.
 */
export function diffStrings(before: TranslationEntries, after: TranslationEntries): StringChange[] {
  return stringChangesOf(textChangesOf(before, after));
}

/** The texts a pull changed in a file, as a person reads them, sorted as `diffStrings` sorts. */
export function stringChangesOf(changes: readonly TextChange[]): StringChange[] {
  return changes
    .map(({ kind, key, before, after }) => ({
      kind,
      key: keyLabel(key),
      ...(before === undefined ? {} : { before: shown(before) }),
      ...(after === undefined ? {} : { after: shown(after) }),
    }))
    .sort(
      (a, b) =>
        KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
}

/** A value as a person reads it (see keys.ts `textOf`). */
function shown(value: TranslationValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Changed, added and removed keys per language (as the repository writes it), in code order. */
export function countsByLanguage(
  files: readonly FileStringChanges[],
): Map<string, Record<StringChangeKind, number>> {
  const counts = new Map<string, Record<StringChangeKind, number>>();
  const sorted = [...files].sort((a, b) => compareText(a.localLanguage, b.localLanguage));
  for (const file of sorted) {
    const tally = counts.get(file.localLanguage) ?? { ...NO_COUNTS };
    for (const kind of KIND_ORDER) tally[kind] += file.counts[kind];
    counts.set(file.localLanguage, tally);
  }
  return counts;
}

/** Code-point order: the same on every runner, whatever its locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
