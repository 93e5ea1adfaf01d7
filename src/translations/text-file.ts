/**
 * The text layer under the model: a translation file is UTF-8, perhaps with a byte-order mark,
 * with CRLF or LF line endings. The format modules see the text without the mark and, when every
 * line ends with CRLF, with LF endings, so that their edits need not know either; `encodeText`
 * puts both back.
 */

const UTF8_BOM = '\uFEFF';
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** A file's text as the format modules see it, and how to give its bytes back. */
export interface DecodedText {
  /** The text without a byte-order mark, with LF endings if the file's were all CRLF. */
  readonly text: string;
  readonly bom: boolean;
  readonly crlf: boolean;
}

/** The file's text; undefined when the bytes are not UTF-8. */
export function decodeText(bytes: Buffer): DecodedText | undefined {
  let raw: string;
  try {
    raw = decoder.decode(bytes);
  } catch {
    return undefined;
  }
  const bom = raw.startsWith(UTF8_BOM);
  const withoutBom = bom ? raw.slice(UTF8_BOM.length) : raw;
  const crlf = allLinesEndWithCrlf(withoutBom);
  return { text: crlf ? withoutBom.replaceAll('\r\n', '\n') : withoutBom, bom, crlf };
}

/** The bytes of an edited text, with the mark and the line endings `like` had. */
export function encodeText(text: string, like: Pick<DecodedText, 'bom' | 'crlf'>): Buffer {
  const lines = like.crlf ? text.replace(/\r?\n/g, '\r\n') : text;
  return Buffer.from((like.bom ? UTF8_BOM : '') + lines, 'utf8');
}

/**
 * True when the text has line breaks and each is CRLF. A file mixing both is left as it is, so
 * that converting back cannot touch its LF lines.
 */
function allLinesEndWithCrlf(text: string): boolean {
  let lf = 0;
  let crlf = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) {
    lf++;
    if (text[at - 1] === '\r') crlf++;
  }
  return lf > 0 && lf === crlf;
}
