import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';

/**
 * Line endings do not make a translation change. A Windows runner (`core.autocrlf=true`) or an
 * `eol=crlf` attribute checks files out with CRLF, while the service exports LF; git stores both
 * the same way, so a file that differs from the bundle only there is unchanged, whatever the
 * runner's settings.
 */

const CR = 0x0d;
const LF = 0x0a;

/** The bytes with every CR that ends a line (CR LF) taken out; the same buffer when it has none. */
export function withLfEndings(bytes: Buffer): Buffer {
  if (bytes.indexOf(CR) === -1) return bytes;
  const out = Buffer.allocUnsafe(bytes.length);
  let length = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    if (byte === CR && bytes[i + 1] === LF) continue;
    out[length++] = byte;
  }
  return out.subarray(0, length);
}

const CHUNK = 64 * 1024;

/**
 * A digest of the file as `withLfEndings` would make it, read in chunks so a large file is never
 * held whole. A CR at a chunk's end waits for the next chunk to say whether it ends a line.
 */
export function lfDigest(path: string): string {
  const hash = createHash('sha256');
  const fd = openSync(path, 'r');
  try {
    const chunk = Buffer.allocUnsafe(CHUNK + 1);
    let carried = 0;
    for (;;) {
      const read = readSync(fd, chunk, carried, CHUNK, null);
      const end = carried + read;
      if (read === 0) {
        if (carried) hash.update(chunk.subarray(0, carried));
        return hash.digest('hex');
      }
      // Hold back a final CR: whether it is dropped depends on the next byte.
      carried = chunk[end - 1] === CR ? 1 : 0;
      hash.update(withLfEndings(chunk.subarray(0, end - carried)));
      if (carried) chunk[0] = CR;
    }
  } finally {
    closeSync(fd);
  }
}
