import { closeSync, open } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * Files made ahead and not yet taken, at most: as many creates as libuv's four threads can run
 * and as many waiting, few enough that a bundle of refused entries holds only this many open.
 */
const AHEAD = 8;

/**
 * Staging files created on libuv's threads, a few entries ahead of the one the main thread
 * inflates.
 *
 * Creating a file is the largest part of an extraction's time, in the kernel: on the benchmark
 * machine's ext4 (no journal) each create scans past every inode freed in the last half minute,
 * ~0.3 ms apiece after a checkout of 2,000 files was removed, for unzip as for the action. On
 * the main thread, that came on top of inflating and checking each entry (~0.15 ms); made ahead,
 * the two share the cores. Staging 2,000 entries in process on 2 cores took 0.96 s with the
 * creates on the main thread; 0.9 s with one create ahead at a time (each waits for a thread to
 * wake, and for the main thread to hear it ended); 0.78–0.8 s with four at once (one per libuv
 * thread), though they queue for the folder's lock; the same with eight, four of them queued.
 *
 * Only the files certain to be written (see the caller) are made ahead: a create spent on a file
 * the checks then leave alone would cost more than it saves. With one core nothing overlaps, and
 * nothing is made ahead.
 */
export interface FilesAhead {
  /** Starts creating the next files, until `AHEAD` are made or on their way. */
  advance(): void;
  /**
   * The file made ahead for entry `index`, open for writing, which the caller closes; undefined
   * when none was started for it.
   */
  take(index: number): Promise<number> | undefined;
  /** Closes the file made for `index` if it was not taken: the entry is done without it. */
  forget(index: number): void;
  /** Waits for every create on its way and closes what was not taken (before staging is removed). */
  settle(): Promise<void>;
}

/** Files for `indexes` (in the order they will be asked for), created exclusively at `pathFor`. */
export function filesAhead(
  indexes: readonly number[],
  pathFor: (index: number) => string,
): FilesAhead {
  const pending = new Map<number, Promise<number>>();
  const closing: Promise<void>[] = [];
  let next = availableParallelism() > 1 ? 0 : indexes.length;
  const forget = (index: number) => {
    const file = pending.get(index);
    if (file === undefined) return;
    pending.delete(index);
    closing.push(file.then(closeSync).catch(() => undefined));
  };
  return {
    advance() {
      while (pending.size < AHEAD && next < indexes.length) {
        const index = indexes[next++] as number;
        // The path (and its staging folder, made on first use) on this thread, in order.
        const file = createExclusive(pathFor(index));
        // Failures reach the caller through `take`; one never taken must not end the run.
        file.catch(() => undefined);
        pending.set(index, file);
      }
    },
    take(index) {
      const file = pending.get(index);
      pending.delete(index);
      return file;
    },
    forget,
    async settle() {
      next = indexes.length;
      for (const index of [...pending.keys()]) forget(index);
      await Promise.all(closing);
    },
  };
}

/** Opens a new file for writing on libuv's threads; it must not exist (as `wx`). */
function createExclusive(path: string): Promise<number> {
  return new Promise((resolve, reject) =>
    open(path, 'wx', (error, fd) => (error ? reject(error) : resolve(fd))),
  );
}
