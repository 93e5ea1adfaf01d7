import AdmZip from 'adm-zip';
import { randomBytes } from 'node:crypto';

/**
 * A bundle shaped like a large real export: a folder per language code × `files` JSON files of
 * about `bytesPerFile`, whose text repeats words the way translations do (compresses ~2.5×).
 */
export function makeBundle(
  languages: readonly string[],
  files = 20,
  bytesPerFile = 50_000,
): Buffer {
  const words = Array.from({ length: 4000 }, () =>
    randomBytes(4 + ((randomBytes(1)[0] ?? 0) % 6)).toString('base64url'),
  );
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed;
  };
  const zip = new AdmZip();
  zip.addFile('./', Buffer.alloc(0));
  for (const lang of languages) {
    for (let f = 0; f < files; f++) {
      const entries: Record<string, string> = {};
      let size = 2;
      for (let k = 0; size < bytesPerFile; k++) {
        const text = Array.from(
          { length: 6 + (next() % 10) },
          () => words[next() % words.length],
        ).join(' ');
        entries[`key.${f}.${k}`] = text;
        size += text.length + 20;
      }
      zip.addFile(`${lang}/file${f}.json`, Buffer.from(JSON.stringify(entries, null, 4)));
    }
  }
  return zip.toBuffer();
}
