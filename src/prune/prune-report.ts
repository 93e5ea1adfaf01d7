import type { PruneStage } from '../inputs/prune.ts';
import type { BaseKey } from './base-keys.ts';
import type { RemovedKey } from './prune-state.ts';
import { translationCount, type ServiceKey } from './service-keys.ts';

/** What became of one removed key in this run. */
export type KeyStatus =
  'reported' | 'retired' | 'waiting' | 'due' | 'removed' | 'back' | 'left-alone' | 'failed';

/** One removed key as the summary and the pull request list it. */
export interface KeyRow {
  /** The key's name on the service (or its path, when none is proven). */
  readonly name: string;
  readonly status: KeyStatus;
  /** Languages other than the base with a text on the service. */
  readonly translations: number;
  /** When this action first found it gone. */
  readonly removedAt: string | undefined;
  /** When it may be removed (retired keys). */
  readonly removableAt?: string;
  readonly note?: string;
  /** Its texts by language (removed keys: what restoring it needs). */
  readonly texts?: ReadonlyMap<string, string>;
}

export interface PruneReport {
  readonly stage: PruneStage;
  /** Why only a report was made though the stage acts; undefined when acting or reporting. */
  readonly onlyReported: string | undefined;
  /** Why removed keys were not looked for at all (a base-language file that does not read). */
  readonly notLooked: string | undefined;
  readonly rows: readonly KeyRow[];
  readonly retired: number;
  readonly removed: number;
  readonly refused: string | undefined;
  /** The JSON file of the removed keys' texts. */
  readonly file: string | undefined;
  readonly errors: readonly string[];
  /** The removed keys to record for the next run. */
  readonly state: readonly RemovedKey[];
  readonly stateChanged: boolean;
  readonly dryRun: boolean;
}

/** A followed key together with its key on the service. */
export interface LiveKey {
  readonly record: RemovedKey;
  readonly service: ServiceKey;
}

/** A row for a followed key; `afterMs` (prune-after) dates a retired key's removal. */
export function keyRow(key: LiveKey, base: string, status: KeyStatus, afterMs?: number): KeyRow {
  const { record } = key;
  const removableAt =
    afterMs === undefined || record.retired === undefined
      ? undefined
      : new Date(Date.parse(record.removedAt) + afterMs).toISOString();
  return {
    name: record.name,
    status,
    translations: translationCount(key.service, base),
    removedAt: record.removedAt,
    ...(removableAt ? { removableAt } : {}),
    ...(record.branch === undefined
      ? {}
      : { note: `added on ${record.branch}, which was deleted unmerged` }),
  };
}

/** A row for a removed repository key that is not followed, and why. */
export function leftAloneRow(
  key: Pick<BaseKey, 'path'>,
  note: string,
  removedAt: string | undefined,
): KeyRow {
  return { name: key.path.join('.'), status: 'left-alone', translations: 0, removedAt, note };
}

/** The order rows and records are listed and recorded in: by name. */
export function byName(a: { readonly name: string }, b: { readonly name: string }): number {
  return a.name.localeCompare(b.name);
}
