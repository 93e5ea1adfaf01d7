import { writeFile } from 'node:fs/promises';
import { makeBundle } from './bundle-fixture.ts';

/**
 * Writes the benchmark bundle to a file: `node bench/make-bundle.ts <zip> [languages] [files]`.
 * A process of its own, so that the hundreds of megabytes of strings it builds are not left for
 * the collector of the process that then serves the bundle and times the pull.
 */
const [path, languages = '100', files = '20'] = process.argv.slice(2);
if (path === undefined)
  throw new Error('usage: node bench/make-bundle.ts <zip> [languages] [files]');
await writeFile(path, makeBundle(Number(languages), Number(files)));
