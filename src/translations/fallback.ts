/**
 * The rule for files the model cannot read (other formats, files that do not parse, other
 * encodings): equal when the bytes are equal up to line endings, a final newline and a UTF-8
 * byte-order mark; otherwise the bundle's bytes with the repository file's conventions for those.
 */

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const CR = 0x0d;
const LF = 0x0a;

/** The conventions of a repository file that the fallback keeps. */
interface ByteConventions {
  readonly bom: boolean;
  readonly crlf: boolean;
  readonly finalNewline: boolean;
}

/** Whether the two files hold the same bytes once line endings, final newline and mark are set aside. */
export function sameUpToLineEndings(current: Buffer, bundle: Buffer): boolean {
  return normalised(current).equals(normalised(bundle));
}

/**
 * The bundle's bytes with the repository file's line endings (CRLF when most of its lines end
 * so), final newline and UTF-8 mark. A file in UTF-16 is left as the bundle has it: its line
 * breaks are not single bytes.
 */
export function withConventionsOf(current: Buffer, bundle: Buffer): Buffer {
  if (isUtf16(current) || isUtf16(bundle)) return bundle;
  const conventions = conventionsOf(current);
  let lines = withLf(withoutBom(bundle));
  while (lines.length > 0 && lines[lines.length - 1] === LF) lines = lines.subarray(0, -1);
  const body = conventions.crlf ? lfToCrlf(lines) : lines;
  const end = conventions.finalNewline && lines.length > 0 ? newline(conventions.crlf) : [];
  return Buffer.concat([conventions.bom ? UTF8_BOM : Buffer.alloc(0), body, Buffer.from(end)]);
}

function conventionsOf(bytes: Buffer): ByteConventions {
  let lf = 0;
  let crlf = 0;
  for (let at = bytes.indexOf(LF); at !== -1; at = bytes.indexOf(LF, at + 1)) {
    lf++;
    if (bytes[at - 1] === CR) crlf++;
  }
  return {
    bom: bytes.subarray(0, 3).equals(UTF8_BOM),
    crlf: crlf > 0 && crlf * 2 >= lf,
    finalNewline: bytes.length === 0 || bytes[bytes.length - 1] === LF,
  };
}

/** The bytes without mark, with LF endings and without final newlines. */
function normalised(bytes: Buffer): Buffer {
  let lines = withLf(withoutBom(bytes));
  while (lines.length > 0 && lines[lines.length - 1] === LF) lines = lines.subarray(0, -1);
  return lines;
}

function withoutBom(bytes: Buffer): Buffer {
  return bytes.subarray(0, 3).equals(UTF8_BOM) ? bytes.subarray(3) : bytes;
}

function isUtf16(bytes: Buffer): boolean {
  return (
    bytes.length >= 2 &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
  );
}

/** latin1 maps each byte to one character, so only the CR LF pairs change whatever the charset. */
function withLf(bytes: Buffer): Buffer {
  if (bytes.indexOf(CR) === -1) return bytes;
  return Buffer.from(bytes.toString('latin1').replaceAll('\r\n', '\n'), 'latin1');
}

function lfToCrlf(bytes: Buffer): Buffer {
  return Buffer.from(bytes.toString('latin1').replaceAll('\n', '\r\n'), 'latin1');
}

function newline(crlf: boolean): number[] {
  return crlf ? [CR, LF] : [LF];
}
