import AdmZip from 'adm-zip';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The everyday pull's material (bench/everyday-pull.ts): a checkout's translation files and the
 * bundle the service exports a day later. `node bench/everyday-fixture.ts <folder> <codes>
 * <files> <bytes>` writes `<folder>/repo/` (the base language `en` and each language's `files`
 * JSON files of about `bytes`, as an earlier pull wrote them: the service's own layout) and
 * `<folder>/bundle.zip`, the same files with one value in ten reworded. A process of its own,
 * so that the strings it builds are not left for the collector of the process that times.
 */
const [folder, codes, files = '100', bytes = '75000'] = process.argv.slice(2);
if (folder === undefined || codes === undefined) {
  throw new Error('usage: node bench/everyday-fixture.ts <folder> <codes> [files] [bytes]');
}

let seed = 11;
const next = (): number => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed;
};
const words = Array.from({ length: 4000 }, (_, i) =>
  (i * 2654435761).toString(36).slice(0, 4 + (i % 6)),
);
const sentence = (): string =>
  Array.from({ length: 6 + (next() % 10) }, () => words[next() % words.length]).join(' ');

/** One file's entries of about `size` bytes as the service writes them (4 spaces, sorted as made). */
function entriesOf(file: number, size: number): Record<string, string> {
  const entries: Record<string, string> = {};
  let length = 2;
  for (let k = 0; length < size; k++) {
    const text = sentence();
    entries[`screen${file}.item${k}`] = text;
    length += text.length + 30;
  }
  return entries;
}

const layout = (entries: Record<string, string>): string => JSON.stringify(entries, null, 4) + '\n';
const zip = new AdmZip();
const count = Number(files);
for (const [index, language] of ['en', ...codes.split(',')].entries()) {
  for (let f = 0; f < count; f++) {
    const entries = entriesOf(f, Number(bytes));
    const path = `${language}/file${f}.json`;
    await mkdir(join(folder, 'repo', language), { recursive: true });
    await writeFile(join(folder, 'repo', path), layout(entries));
    if (index === 0) continue;
    const keys = Object.keys(entries);
    for (let k = f % 10; k < keys.length; k += 10) entries[keys[k] as string] = sentence();
    zip.addFile(path, Buffer.from(layout(entries)));
  }
}
await writeFile(join(folder, 'bundle.zip'), zip.toBuffer());
