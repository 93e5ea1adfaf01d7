import type { LmsClient, Revision } from '../api/index.ts';
import { messageOf } from '../common/message-of.ts';
import type { ServiceKey } from './service-keys.ts';

/** Records in one string/set call: the interface states no size limit, so batches stay modest. */
const RECORDS_PER_CALL = 100;

/** How a key is marked retired: a tag (1.0.9.3) or hidden (1.0.9.2, which has no tags). */
export interface Marking {
  readonly client: LmsClient;
  readonly id: string;
  readonly revision: Revision;
  readonly tag: string;
}

/** A key to mark or unmark, and (1.0.9.2) whether this action hid it. */
export interface MarkedKey {
  readonly key: ServiceKey;
  readonly hid: boolean;
}

/** The names that were marked (or unmarked), and the error of each batch that was not. */
export interface MarkOutcome {
  readonly done: ReadonlySet<string>;
  readonly errors: readonly string[];
}

/**
 * Retires keys: the tag added to their tags (1.0.9.3), or hidden (1.0.9.2). A key already so
 * marked needs no call; on 1.0.9.2 it is then not counted as hidden by this action, so that
 * bringing it back leaves it as someone else made it.
 */
export async function retire(
  marking: Marking,
  keys: readonly ServiceKey[],
): Promise<{
  readonly outcome: MarkOutcome;
  readonly hid: ReadonlySet<string>;
}> {
  const hid = new Set<string>();
  const records: Array<Record<string, unknown>> = [];
  const already: string[] = [];
  for (const key of keys) {
    if (marking.revision === '1.0.9.2') {
      if (key.hidden) already.push(key.name);
      else {
        records.push({ key: key.name, hidden: 1 });
        hid.add(key.name);
      }
    } else if (key.tags.includes(marking.tag)) {
      already.push(key.name);
    } else {
      records.push({ key: key.name, tags: [...key.tags, marking.tag] });
    }
  }
  const outcome = await setInBatches(marking, records);
  return { outcome: { done: new Set([...already, ...outcome.done]), errors: outcome.errors }, hid };
}

/**
 * Whether the key bears the retired mark: the tag (1.0.9.3; this action's own, named by
 * prune-tag), or hidden (1.0.9.2). Removal needs it: the record of a retirement is no proof.
 */
export function isMarked(marking: Marking, key: ServiceKey): boolean {
  return marking.revision === '1.0.9.2' ? key.hidden : key.tags.includes(marking.tag);
}

/** Un-retires keys: the tag taken off (1.0.9.3), or shown again if this action hid it (1.0.9.2). */
export async function unretire(marking: Marking, keys: readonly MarkedKey[]): Promise<MarkOutcome> {
  const records: Array<Record<string, unknown>> = [];
  const nothingToDo: string[] = [];
  for (const { key, hid } of keys) {
    if (marking.revision === '1.0.9.2') {
      if (hid && key.hidden) records.push({ key: key.name, hidden: 0 });
      else nothingToDo.push(key.name);
    } else if (key.tags.includes(marking.tag)) {
      records.push({ key: key.name, tags: key.tags.filter((tag) => tag !== marking.tag) });
    } else {
      nothingToDo.push(key.name);
    }
  }
  const outcome = await setInBatches(marking, records);
  return { done: new Set([...nothingToDo, ...outcome.done]), errors: outcome.errors };
}

/**
 * string/set, a batch at a time, paced by the client like every call (1.0.9.2: one per 30 s). A
 * batch that fails is left for the next run; the others go on.
 */
async function setInBatches(
  marking: Marking,
  records: ReadonlyArray<Record<string, unknown>>,
): Promise<MarkOutcome> {
  const done = new Set<string>();
  const errors: string[] = [];
  for (let start = 0; start < records.length; start += RECORDS_PER_CALL) {
    const batch = records.slice(start, start + RECORDS_PER_CALL);
    try {
      await marking.client.string.set({ id: marking.id, data: batch });
      for (const record of batch) done.add(String(record['key']));
    } catch (error) {
      errors.push(messageOf(error));
    }
  }
  return { done, errors };
}
