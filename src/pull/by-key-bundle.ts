import { MAX_TRANSLATION_BYTES } from '../files/checkout-file.ts';
import { filesAtCommit } from '../git/files-at-commit.ts';
import { readListedTexts } from '../push/listed-texts.ts';
import { serviceNameOf } from '../push/key-texts.ts';
import { pluralForms } from '../qa/plural-forms.ts';
import {
  fileFormatOf,
  keyOf,
  fileHolding,
  type FileFormat,
  readTranslationFile,
  type TranslationEntries,
  type TranslationKey,
} from '../translations/index.ts';
import { writeStoredZip, type StoredEntry } from './bundle/zip/write-stored.ts';
import { sameLanguage } from '../files/languages.ts';
import type { LanguageMap } from '../common/language-map.ts';
import { spellWith } from '../layout/language-spellings.ts';
import type { Placement } from './bundle/extract.ts';
import type { FormatSource } from './export-by-source.ts';
import type { PullDeps } from './pull-types.ts';

/**
 * A format the revision cannot export (a `.resx` on 1.0.9.2) comes down by key: the languages
 * pulled read by string/list (in language batches: listed-texts.ts), and for each base-language file at HEAD (a source) and language,
 * the source's file with the service's texts of its keys in that language, as an export of it
 * would have been (a text the service lacks left empty, a plural key with the language's own
 * forms). These files go into a bundle made here, of stored entries `<language>/<source>`, which
 * the pull reads, places and writes as it does the service's (bundle/zip/write-stored.ts).
 */

/** The bundle's entries and where each goes, once written to `zipPath`. */
export interface ByKeyBundle {
  readonly place: (entry: string) => Placement;
  write(zipPath: string): Promise<void>;
  /** The service names of its files' keys, which no exported file of another format holds. */
  readonly names: ReadonlySet<string>;
}

export async function byKeyBundle(
  deps: Pick<PullDeps, 'settings' | 'client' | 'git' | 'log'>,
  sources: readonly FormatSource[],
  languages: readonly string[],
  base: string,
): Promise<ByKeyBundle> {
  const { client, settings, log } = deps;
  const files = await filesAtCommit(
    deps.git,
    'HEAD',
    sources.map((s) => s.path),
    MAX_TRANSLATION_BYTES,
  );
  const read: { source: FormatSource; bytes: Buffer; keys: TranslationEntries }[] = [];
  for (const source of sources) {
    const bytes = files.get(source.path);
    const reading = bytes && (await readTranslationFile(source.path, bytes, 'keys'));
    if (bytes === undefined || reading === undefined || !('entries' in reading)) {
      throw new Error(
        `files: the base file ${source.path} does not read key by key at HEAD, so its texts cannot be pulled by key`,
      );
    }
    read.push({ source, bytes, keys: reading.entries });
  }
  const wanted = new Set(read.flatMap((r) => [...r.keys.keys()].map((k) => serviceNameOf(k).name)));
  log.info(
    `Reading the texts of ${read.length} ${read.length === 1 ? 'file' : 'files'} by key (string/list): revision ${settings.revision} does not export their format`,
  );
  const listed = await readListedTexts(client, settings.projectId, languages, wanted);
  return {
    names: wanted,
    place: (entry) => placeEntry(entry, sources, languages, base),
    async write(zipPath) {
      const entries: StoredEntry[] = [];
      for (const { source, bytes, keys } of read) {
        const views = fileFormatOf(source.path)?.everyLanguage;
        if (views !== undefined) {
          const others = languages.filter((language) => !sameLanguage(language, base));
          const texts = (language: string) => (name: string) => listed.textOf(language, name);
          const map = settings.languageMap;
          const data = await catalogueOf(bytes, { keys, views, others, texts, map });
          if (others[0] !== undefined) entries.push({ name: `${others[0]}/${source.path}`, data });
          continue;
        }
        for (const language of languages) {
          const target = targetOf(keys, (name) => listed.textOf(language, name));
          const data = await fileHolding(source.path, bytes, target);
          if (data === undefined) throw new Error(`${source.path} could not be written by key`);
          entries.push({ name: `${language}/${source.path}`, data });
        }
      }
      await writeStoredZip(zipPath, entries);
    },
  };
}

/** What a catalogue of every language is made of (see catalogueOf). */
interface CatalogueParts {
  readonly keys: TranslationEntries;
  readonly views: NonNullable<FileFormat['everyLanguage']>;
  /** The languages besides the base, as the service codes them. */
  readonly others: readonly string[];
  readonly texts: (language: string) => (name: string) => string | undefined;
  readonly map: LanguageMap;
}

/**
 * A file that holds every language (a String Catalog) as the service has it: HEAD's with each
 * other language's texts of the service over its own (a language spelled as Apple spells it,
 * `%OSX_LOCALE%`); a text the service lacks stays as HEAD has it. One entry, placed on the file
 * itself, which the pull's rewrite decides language by language (pull-rewrite.ts).
 */
async function catalogueOf(bytes: Buffer, parts: CatalogueParts): Promise<Buffer> {
  let text = bytes.toString('utf8');
  for (const language of parts.others) {
    const view = await parts.views.viewOf(spellWith(parts.map, '%OSX_LOCALE%', language));
    const target = new Map(view.read(text) ?? []);
    for (const [key, value] of targetOf(parts.keys, parts.texts(language))) {
      if (value !== '') target.set(key, value);
    }
    text = view.edit(text, target, text) ?? view.render(text, target);
  }
  return Buffer.from(text, 'utf8');
}

/**
 * A language's entries of a source: each key's text as the service has it, '' where it has
 * none; a plural key with the forms the service gives it in that language (a Russian `few`
 * where English has `one`), or the source's forms, empty, when it gives none.
 */
function targetOf(
  keys: TranslationEntries,
  textOf: (name: string) => string | undefined,
): Map<TranslationKey, string> {
  const target = new Map<TranslationKey, string>();
  const done = new Set<string>();
  for (const key of keys.keys()) {
    const { name, form, stem } = serviceNameOf(key);
    const text = textOf(name);
    if (form === undefined) {
      target.set(key, text ?? '');
      continue;
    }
    if (done.has(name)) continue;
    const forms = text === undefined ? undefined : pluralForms(text);
    if (forms === undefined) target.set(key, '');
    else {
      done.add(name);
      for (const [each, formText] of Object.entries(forms)) {
        target.set(keyOf([...stem, each]), formText);
      }
    }
  }
  return target;
}

/** Where an entry `<language>/<source>` goes: the source's file in that language. */
function placeEntry(
  entry: string,
  sources: readonly FormatSource[],
  languages: readonly string[],
  base: string,
): Placement {
  const slash = entry.indexOf('/');
  const language = entry.slice(0, slash);
  const source = sources.find((s) => s.path === entry.slice(slash + 1));
  if (source === undefined || !languages.includes(language)) return undefined;
  // A file of every language is its own file in each (its entry is named by one of them).
  if (fileFormatOf(source.path)?.everyLanguage) return { path: source.path, language };
  if (language !== base) {
    return { path: source.group.translationPath(source.path, language), language };
  }
  return source.group.spec.template
    ? { path: source.path, language, skipped: 'a template is never written' }
    : { path: source.path, language };
}
