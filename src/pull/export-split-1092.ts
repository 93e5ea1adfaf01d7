import type { Settings } from '../inputs/index.ts';
import { MAX_TRANSLATION_BYTES } from '../files/checkout-file.ts';
import { filesAtCommit } from '../git/files-at-commit.ts';
import {
  formOf,
  keptEntries,
  keyOf,
  readTranslationFile,
  segmentsOf,
  type TranslationKey,
} from '../translations/index.ts';
import { count, plural } from '../common/plural.ts';
import type { PlacedPart } from './bundle/extract.ts';
import { refuseNoSource, sourcesAmong, type FormatSource } from './export-by-source.ts';
import type { SourceExport } from './export-by-source.ts';
import { oneSourceOn1092 } from './export-one-source.ts';
import type { PullDeps } from './pull-types.ts';

/**
 * 1.0.9.2's export has one `bundle_structure` and no `filter_filenames` (export-one-source.ts):
 * it cannot send each source's keys in a file of their own. A layout of several sources of one
 * format (two patterns, a wildcard, a group whose source has one) is then one export of every
 * key, a file per language in the service's spelling (`%LANG_ISO%.%FORMAT%`), and each entry is
 * cut into the layout's files of its language: each file keeps the keys its source (the base
 * language's file) holds at HEAD, in its own layout (keptEntries). A key that no source holds
 * goes to the first source's file, and the log says so; a key two sources hold goes to both.
 * Keys match without a last plural form (or array index), so a Russian `files.few` goes where
 * English has `files.one`.
 */

/** Whether a pull on 1.0.9.2 splits its one export among several sources. */
export function splitsOn1092(settings: Settings): boolean {
  if (settings.revision !== '1.0.9.2' || settings.pull.useOriginal) return false;
  if (oneSourceOn1092(settings) !== undefined) return false;
  return (
    settings.patterns.length > 1 ||
    settings.patterns.some((p) => p.hasWildcards || p.kind !== 'lang-iso')
  );
}

/**
 * The one export of a layout of several sources on 1.0.9.2, and where the parts of its entries
 * go; `paths` are HEAD's files. Throws when no file is a source, or a source does not read key
 * by key at HEAD (its keys could not be told from the others').
 */
export async function splitExport(
  deps: Pick<PullDeps, 'settings' | 'git' | 'log'>,
  paths: readonly string[],
  languages: readonly string[],
  base: string,
): Promise<SourceExport> {
  const { settings } = deps;
  const sources = sourcesAmong(settings, paths, base);
  if (sources.length === 0) refuseNoSource(settings, base);
  const keys = await sourceKeys(deps, sources);
  const format = settings.pull.format;
  const suffix = `.${format}`;
  return {
    format,
    params: { bundle_structure: `%LANG_ISO%${suffix}` },
    sources: sources.map((s) => s.path),
    place(entry) {
      const language = entry.endsWith(suffix) ? entry.slice(0, -suffix.length) : '';
      if (!languages.includes(language)) return undefined;
      return sources.map((source, index) => {
        const part = partOf(source, language, base);
        if (sources.length === 1) return part;
        const log = (line: string) => deps.log.info(line);
        return { ...part, pick: (bytes) => pickPart(part.path, bytes, { keys, index, log }) };
      });
    },
  };
}

/** A source's file in `language`; the base language's is the source, a template never written. */
function partOf(source: FormatSource, language: string, base: string): PlacedPart {
  if (language !== base)
    return { path: source.group.translationPath(source.path, language), language };
  return source.group.spec.template
    ? { path: source.path, language, skipped: 'a template is never written' }
    : { path: source.path, language };
}

/** A key without its last segment when that names a plural form or an array item. */
function keyFolded(key: TranslationKey): TranslationKey {
  const segments = segmentsOf(key);
  return formOf(segments) === undefined ? key : keyOf(segments.slice(0, -1));
}

/** Each source's keys at HEAD, folded (keyFolded), in the sources' order. */
async function sourceKeys(
  deps: Pick<PullDeps, 'git'>,
  sources: readonly FormatSource[],
): Promise<ReadonlySet<TranslationKey>[]> {
  if (sources.length < 2) return [];
  const paths = sources.map((s) => s.path);
  const files = await filesAtCommit(deps.git, 'HEAD', paths, MAX_TRANSLATION_BYTES);
  const keys: Set<TranslationKey>[] = [];
  for (const path of paths) {
    const bytes = files.get(path);
    const reading = bytes && (await readTranslationFile(path, bytes, 'keys'));
    if (reading === undefined || !('entries' in reading)) {
      const why = reading === undefined ? 'git could not read it' : `unread: ${reading.unread}`;
      throw new Error(
        `files: the base file ${path} does not read key by key at HEAD (${why}), so the keys of revision 1.0.9.2's one export cannot be placed among the base files`,
      );
    }
    keys.push(new Set([...reading.entries.keys()].map(keyFolded)));
  }
  return keys;
}

/** What a part's pick knows: every source's keys, which source is the part's, and the log. */
interface PartOf {
  readonly keys: readonly ReadonlySet<TranslationKey>[];
  readonly index: number;
  readonly log: (line: string) => void;
}

/**
 * The entry cut down to the keys of the part's source; the first source's part also takes the
 * keys no source holds, said in one line.
 */
async function pickPart(path: string, bytes: Buffer, part: PartOf): Promise<Buffer> {
  const { keys, index } = part;
  const own = keys[index];
  const owned = (key: TranslationKey) => keys.some((set) => set.has(key));
  const keep = (key: TranslationKey) => {
    const folded = keyFolded(key);
    return own?.has(folded) === true || (index === 0 && !owned(folded));
  };
  const cut = await keptEntries(path, bytes, keep);
  if (cut === undefined) throw new Error('it does not read key by key as its format');
  if (index === 0) {
    const strays = new Set([...cut.kept.keys()].map(keyFolded).filter((key) => !owned(key)));
    if (strays.size > 0) {
      part.log(
        `${count(strays.size, 'key')} of the export ${plural(strays.size, 'is', 'are')} in no base file at HEAD: written to ${path}`,
      );
    }
  }
  return cut.content;
}
