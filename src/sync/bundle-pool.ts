/** The first task of `eachLimited` that threw: its item's index and what it threw. */
export interface PoolFailure {
  readonly index: number;
  readonly error: unknown;
}

/**
 * Runs `task` on every item, at most `limit` at once, starting them in order. After a task
 * throws, no further task starts; the call returns once every started task has ended, with the
 * first failure (undefined when none failed), so that nothing is still writing when it returns.
 */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<PoolFailure | undefined> {
  let next = 0;
  let failure: PoolFailure | undefined;
  const worker = async (): Promise<void> => {
    while (failure === undefined && next < items.length) {
      const index = next++;
      try {
        await task(items[index] as T, index);
      } catch (error) {
        failure ??= { index, error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return failure;
}
