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
  let kept: TranslationEntries = new Map();
  const choose = (entries: TranslationEntries) => {
    kept = new Map([...entries].filter(([key]) => keep(key)));
    return kept;
  };
  const content = await fileHolding(path, bytes, choose, options);
  return content === undefined ? undefined : { content, kept };
}

/**
 * A file of `path`'s format made to hold exactly `target` (or what it makes of the file's own
 * entries), in the layout of `bytes` (a base file, for a language's file a pull makes by key:
 * pull/by-key-bundle.ts): the format's edit, else its render. Undefined when the bytes do not
 * read in the format.
 */
export async function fileHolding(
  path: string,
  bytes: Buffer,
  target: TranslationEntries | ((entries: TranslationEntries) => TranslationEntries),
  options: ModelOptions = {},
): Promise<Buffer | undefined> {
  const format = formatOf(path);
  const decoded = decodeText(bytes);
  if (format === undefined || decoded === undefined) return undefined;
  const model = await modelOf(format, options.language);
  const entries = model.read(decoded.text);
  if (entries === undefined) return undefined;
  const wanted = typeof target === 'function' ? target(entries) : target;
  const text = model.edit(decoded.text, wanted, decoded.text) ?? model.render(decoded.text, wanted);
  return encodeText(text, decoded);
}
