import { writeFile } from 'node:fs/promises';
import { makeBundle } from './bundle-fixture.ts';

/**
 * Writes the benchmark bundle to a file: `node bench/make-bundle.ts <zip> <codes> [files]`, the
 * language codes separated by commas (a pull writes only the project's languages).
 * A process of its own, so that the hundreds of megabytes of strings it builds are not left for
 * the collector of the process that then serves the bundle and times the pull.
 */
const [path, codes, files = '20'] = process.argv.slice(2);
if (path === undefined || codes === undefined)
  throw new Error('usage: node bench/make-bundle.ts <zip> <codes> [files]');
await writeFile(path, makeBundle(codes.split(','), Number(files)));
