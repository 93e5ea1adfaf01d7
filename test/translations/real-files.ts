/**
 * The corpus of real translation files (test/fixtures/real/<format>/, sources in
 * test/fixtures/SOURCE.md) read by the product and by an independent reader, and edited as a
 * pull would edit them (real-file-edits.ts). Shared by test/translations/real-files.test.ts and
 * scripts/real-files-table.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileFormatOf, formatRow } from '../../src/translations/file-formats.ts';
import { formatOf, readTranslationFile } from '../../src/translations/formats.ts';
import { keyLabel } from '../../src/translations/keys.ts';
import { plainCharacters } from '../../src/translations/xml-characters.ts';
import type {
  TranslationEntries,
  TranslationFormat,
  TranslationValue,
} from '../../src/translations/types.ts';
import { independentReader, UNCOMPARED, type IndependentEntries } from './independent-readers.ts';

export const CORPUS = resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures/real');

/** One file of the corpus. */
export interface CorpusFile {
  /** `<format>/<file name>`, as the tests name it. */
  readonly name: string;
  readonly format: TranslationFormat;
  readonly path: string;
  readonly bytes: Buffer;
}

/**
 * Every file of the corpus, by folder and then name. A file of a format that holds every
 * language (a String Catalog) is a file of each language it holds, which its own suite reads
 * and edits language by language (xcstrings.test.ts): it is not one file of one language here.
 */
export function corpusFiles(): CorpusFile[] {
  return readdirSync(CORPUS)
    .sort()
    .flatMap((folder) =>
      readdirSync(join(CORPUS, folder))
        .sort()
        .flatMap((file) => {
          const path = join(CORPUS, folder, file);
          const format = formatOf(path);
          if (format === undefined) throw new Error(`${folder}/${file}: not a format read`);
          if (fileFormatOf(path)?.everyLanguage) return [];
          return [{ name: `${folder}/${file}`, format, path, bytes: readFileSync(path) }];
        }),
    );
}

/** What the product and the independent reader read in a file's bytes. */
export interface Reading {
  /** The product's entries; undefined when it does not read the file (`unread` says why). */
  readonly entries: TranslationEntries | undefined;
  readonly unread: string | undefined;
  /** The independent reader's, undefined when it cannot read the file; 'none' without one. */
  readonly independent: IndependentEntries | undefined | 'none';
  readonly format: TranslationFormat;
}

/** The file's bytes read by both readers. */
export async function readBoth(file: Pick<CorpusFile, 'path' | 'format'>, bytes: Buffer) {
  const reading = await readTranslationFile(file.path, bytes);
  const reader = independentReader(file.format);
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const result: Reading = {
    entries: 'entries' in reading ? reading.entries : undefined,
    unread: 'unread' in reading ? reading.unread : undefined,
    independent: reader === undefined ? 'none' : reader(text),
    format: file.format,
  };
  return result;
}

/**
 * How the independent reader's entries differ from `expected` (the product's, or a target): one
 * line per key, in `expected`'s order, then the keys only the independent reader has.
 */
export function mismatches(
  expected: TranslationEntries,
  independent: IndependentEntries | undefined,
  format?: TranslationFormat,
): string[] {
  // A markup format's model writes a literal `<` as `&lt;` (markup and characters told apart);
  // an independent reader gives characters. A .resx value is characters in both.
  const xml = format !== undefined && formatRow(format).markup === true;
  const characters = (value: TranslationValue) =>
    xml && typeof value === 'string' ? plainCharacters(value) : value;
  if (independent === undefined) return ['the independent reader cannot read the text'];
  const found: string[] = [];
  for (const [key, value] of expected) {
    if (!independent.has(key)) {
      found.push(`${keyLabel(key)}: only the product reads it`);
      continue;
    }
    const theirs = independent.get(key);
    if (theirs !== UNCOMPARED && theirs !== characters(value)) {
      found.push(`${keyLabel(key)}: ${JSON.stringify(value)} ≠ ${JSON.stringify(theirs)}`);
    }
  }
  for (const key of independent.keys()) {
    if (!expected.has(key)) found.push(`${keyLabel(key)}: only the independent reader reads it`);
  }
  return found;
}

/** The first way two entries differ, undefined when they hold the same keys and texts. */
export function firstDifference(
  written: TranslationEntries | undefined,
  target: TranslationEntries,
): string | undefined {
  if (written === undefined) return 'the written text does not read';
  for (const [key, value] of target) {
    if (!written.has(key)) return `${keyLabel(key)} is missing`;
    if (written.get(key) !== value) {
      return `${keyLabel(key)}: ${JSON.stringify(written.get(key))}, not ${JSON.stringify(value)}`;
    }
  }
  for (const key of written.keys()) {
    if (!target.has(key)) return `${keyLabel(key)} should not be there`;
  }
  return undefined;
}
