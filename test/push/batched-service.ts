import { setImmediate as tick } from 'node:timers/promises';
import { ApiError, type LmsClient, type StringTextFold } from '../../src/api/index.ts';

/**
 * A service that answers string/list for the languages asked (`langs`) alone, as the push reads
 * it a batch of languages at a time, each language's items a turn of the event loop apart, and
 * tells the fold the answer's bytes; an answer over the read limit fails as the client fails it. Every call is logged with its start and end, so that a test
 * sees which overlapped.
 */

/** [language, key, text, plural?] as string/list lists them. */
export type Item = [string, string, string, boolean?];

export interface BatchedService {
  readonly client: LmsClient;
  /** `list de,fr`, `list de,fr done`, `set`, `set done`, in the order they happened. */
  readonly events: string[];
  /** The languages of each string/list call (refused ones too). */
  readonly lists: string[][];
  /** The records of each string/set call. */
  readonly sets: Array<Array<{ key: string; translations: Record<string, unknown> }>>;
}

export interface BatchedOptions {
  /** The client's read limit, which the push sizes its batches by. */
  readonly maxAnswerBytes: number;
  /** Bytes of an item in the answers (default 400, about the real service's). */
  readonly bytesPerItem?: number;
  /** string/set fails with this. */
  readonly failSet?: Error;
}

export function batchedService(items: readonly Item[], options: BatchedOptions): BatchedService {
  const events: string[] = [];
  const lists: string[][] = [];
  const sets: BatchedService['sets'] = [];
  const bytesPerItem = options.bytesPerItem ?? 400;
  const client = {
    maxAnswerBytes: options.maxAnswerBytes,
    untilPaced: async () => {},
    readStringTexts: async (params: { langs?: string[] }, makeFold: () => StringTextFold) => {
      const langs = params.langs ?? [];
      lists.push(langs);
      events.push(`list ${langs.join()}`);
      await tick();
      const listed = items.filter(([language]) => langs.includes(language)).length;
      if (80 + listed * bytesPerItem > options.maxAnswerBytes) {
        events.push(`list ${langs.join()} over`);
        throw new ApiError({
          kind: 'limit',
          endpoint: 'string/list',
          revision: '1.0.9.3',
          detail: `the answer is over ${options.maxAnswerBytes} bytes, the most the action reads`,
        });
      }
      const fold = makeFold();
      let count = 0;
      for (const language of langs) {
        for (const [lang, key, text, plural] of items) {
          if (lang !== language) continue;
          fold.addText(lang, key, text, plural ? key : null);
          count += 1;
        }
        await tick();
      }
      fold.answered?.(80 + count * bytesPerItem);
      events.push(`list ${langs.join()} done`);
      return fold;
    },
    string: {
      set: async (params: { data: BatchedService['sets'][number] }) => {
        events.push('set');
        if (options.failSet) throw options.failSet;
        for (let i = 0; i < 3; i++) await tick();
        sets.push(params.data);
        events.push('set done');
        return { inserted: 0, updated: params.data.length };
      },
    },
  };
  return { client: client as unknown as LmsClient, events, lists, sets };
}
