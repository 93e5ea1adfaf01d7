import type { GitConfig } from './environment.ts';

/**
 * How the translation files are stored by `git add`: streamed into one pack (git does this for
 * files over core.bigFileThreshold, and only for files no attribute or core.autocrlf converts;
 * those are still added as usual), quickly compressed. Loose objects cost a file each: adding
 * 2,000 files of 84 KB took 3.3 s loose against 1.25 s packed, and the push, which copies packed
 * data instead of compressing each loose object again, 1.17 s against 0.71 s.
 */
export const ADD_PACKING: GitConfig = [
  ['core.bigFileThreshold', '1'],
  ['core.compression', '1'],
];

/**
 * How a translation commit is packed for the push: no search for deltas, quick compression.
 * Translation files change a few texts each, scattered, so deltas save little (a commit of 2,000
 * files of 75 KB, one text in ten changed: 17 MB packed with them, 23 MB without), while the
 * search cost the push 5.9 s of CPU against 1.0 s (bench/everyday-pull.ts).
 */
export const PUSH_PACKING: GitConfig = [
  ['pack.window', '0'],
  ['pack.compression', '1'],
];
