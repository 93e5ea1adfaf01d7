import { modelOf, formatOf, type ModelOptions } from './formats.ts';
import { decodeText, encodeText } from './text-file.ts';
import type { TranslationEntries, TranslationKey } from './types.ts';

/**
 * A file of `path`'s format cut down to the entries `keep` chooses, in the file's own layout:
 * the format's edit towards those entries (which drops the rest), else its render. Two callers
 * need a part of a file as a file of its own: an import of only the texts a push fixes
 * (push/translations-by-key.ts), and a 1.0.9.2 export's one file per language split into the
 * repository's several files. Undefined when the bytes do not read in the format.
 */
export async function keptEntries(
  path: string,
  bytes: Buffer,
  keep: (key: TranslationKey) => boolean,
  options: ModelOptions = {},
): Promise<{ content: Buffer; kept: TranslationEntries } | undefined> {
  const format = formatOf(path);
  const decoded = decodeText(bytes);
  if (format === undefined || decoded === undefined) return undefined;
  const model = await modelOf(format, options.language);
  const entries = model.read(decoded.text);
  if (entries === undefined) return undefined;
  const kept = new Map([...entries].filter(([key]) => keep(key)));
  const text = model.edit(decoded.text, kept, decoded.text) ?? model.render(decoded.text, kept);
  return { content: encodeText(text, decoded), kept };
}

/**
 * A file of `path`'s format made to hold exactly `target`, in the layout of `bytes` (a base
 * file, for a language's file a pull makes by key: pull/by-key-bundle.ts). Undefined when the
 * bytes do not read in the format.
 */
export async function fileHolding(
  path: string,
  bytes: Buffer,
  target: TranslationEntries,
  options: ModelOptions = {},
): Promise<Buffer | undefined> {
  const format = formatOf(path);
  const decoded = decodeText(bytes);
  if (format === undefined || decoded === undefined) return undefined;
  const model = await modelOf(format, options.language);
  if (model.read(decoded.text) === undefined) return undefined;
  const text = model.edit(decoded.text, target, decoded.text) ?? model.render(decoded.text, target);
  return encodeText(text, decoded);
}
