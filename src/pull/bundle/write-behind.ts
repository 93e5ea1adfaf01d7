import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { release } from './zip/memory.ts';

/**
 * Writes on their way at most, and bytes they hold: as many as libuv's four threads run and as
 * many waiting, few enough that the memory they hold stays a few files' worth.
 */
const MOST_WRITES = 8;
const MOST_BYTES = 16 * 1024 * 1024;

/**
 * Staging files written on libuv's threads while the main thread inflates and decides the next
 * entries.
 *
 * Creating a file is the largest part of an extraction's time, in the kernel: on the benchmark
 * machine's ext4 each create scans past every inode freed in the last half minute, ~0.3 ms
 * apiece after a checkout of 2,000 files was removed, for unzip as for the action. On the main
 * thread that came on top of deciding each file; written behind, the two share the cores. Only a
 * file the decision writes is created: no create is spent on one the checks leave alone. With
 * one core nothing overlaps, and each write is waited for.
 */
export interface WritesBehind {
  /**
   * Starts writing `content` to a new file at `path` (it must not exist), after waiting while the
   * writes on their way are at their limit. `owned`, a buffer only this write still uses (the
   * inflated entry the content is): its memory is freed once written. Throws the first failure
   * of any write so far. `written` is called once the file is complete on disk.
   */
  write(path: string, content: Buffer, owned?: Buffer, written?: () => void): Promise<void>;
  /** Waits for every write on its way; throws the first failure. */
  settle(): Promise<void>;
}

export function writesBehind(): WritesBehind {
  const pending = new Set<Promise<void>>();
  const mostWrites = availableParallelism() > 1 ? MOST_WRITES : 1;
  let bytes = 0;
  let failure: { error: unknown } | undefined;
  const check = () => {
    if (failure !== undefined) throw failure.error;
  };
  return {
    async write(path, content, owned, written) {
      check();
      while (pending.size >= mostWrites || (pending.size > 0 && bytes >= MOST_BYTES)) {
        await Promise.race(pending);
        check();
      }
      bytes += content.length;
      const writing = writeFile(path, content, { flag: 'wx' })
        .then(written, (error: unknown) => {
          failure ??= { error };
        })
        .finally(() => {
          bytes -= content.length;
          pending.delete(writing);
          if (owned !== undefined) release(owned);
        });
      pending.add(writing);
    },
    async settle() {
      await Promise.all(pending);
      check();
    },
  };
}
