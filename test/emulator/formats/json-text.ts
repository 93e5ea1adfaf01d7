import { indentUnit } from './indentation.ts';
import { decodeUtf8, requireContent } from './text.ts';
import { FormatError, type SerializeOptions } from './types.ts';

/** The JSON document of an uploaded file; `format` (JSON, ARB) names the format in the error. */
export function readJson(content: Buffer, format: string): unknown {
  const text = decodeUtf8(content, format);
  requireContent(text, format);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new FormatError(`Invalid ${format} file: ${(error as Error).message}`);
  }
}

/**
 * A document as the service's PHP writes JSON (json_encode with pretty print and unescaped
 * Unicode): 4-space indent, '/' as '\/', no newline at the end, byte for byte as in the real
 * bundle of test fixtures. JSON and ARB exports both come from it.
 */
export function writeJson(document: unknown, options: SerializeOptions): Buffer {
  let text = JSON.stringify(document, null, indentUnit(options.indentation, 4));
  // A '/' can only stand inside a string in JSON text, so a plain replace is exact.
  if (options.jsonUnescapedSlashes !== true) text = text.replaceAll('/', '\\/');
  return Buffer.from(text, 'utf8');
}
