import { FormatError } from './types.ts';

// fatal: a stray Latin-1 byte must be an error, not a silent U+FFFD; the decoder drops a BOM.
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The file as UTF-8 text without BOM, or undefined when it is not valid UTF-8. */
export function tryDecodeUtf8(content: Buffer): string | undefined {
  try {
    return utf8.decode(content);
  } catch {
    return undefined;
  }
}

/** The file as UTF-8 text without BOM; `format` names the format in the error. */
export function decodeUtf8(content: Buffer, format: string): string {
  const text = tryDecodeUtf8(content);
  if (text === undefined) throw new FormatError(`Invalid ${format} file: not valid UTF-8`);
  return text;
}

/** Rejects empty files of formats that need a document (json, xml, xliff). */
export function requireContent(text: string, format: string): void {
  if (text.trim() === '') throw new FormatError(`Invalid ${format} file: the file is empty`);
}
