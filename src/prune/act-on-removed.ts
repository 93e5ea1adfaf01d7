import type { LmsClient, Revision } from '../api/index.ts';
import type { PruneSettings } from '../inputs/prune.ts';
import type { Findings } from './find-removed.ts';
import type { RemovedKey } from './prune-state.ts';
import { keyRow, type KeyRow, type LiveKey } from './prune-report.ts';
import { removeKeys } from './removal.ts';
import { isMarked, retire, unretire, type Marking } from './service-marks.ts';
import { projectKeyCount } from './service-keys.ts';

export interface ActDeps {
  readonly client: LmsClient;
  readonly projectId: string;
  readonly revision: Revision;
  readonly prune: PruneSettings;
  readonly base: string;
  readonly dryRun: boolean;
  /** Where the file of removed texts goes. */
  readonly folder: string;
  readonly now: Date;
}

/** What a run did with the keys it follows. */
export interface Acted {
  readonly rows: readonly KeyRow[];
  /** The keys to follow from now on. */
  readonly state: readonly RemovedKey[];
  readonly retired: number;
  readonly removed: number;
  readonly refused: string | undefined;
  readonly file: string | undefined;
  readonly errors: readonly string[];
}

/** A run that may not act lists the keys and follows them on, as they are. */
export function reportOnly(found: Findings, deps: Pick<ActDeps, 'base' | 'prune'>): Acted {
  const rows = found.live.map((key) =>
    keyRow(key, deps.base, key.record.retired ? 'waiting' : 'reported', deps.prune.afterMs),
  );
  return {
    rows,
    // A retired key that came back stays followed: a run that acts un-retires it.
    state: [...found.live, ...found.back].map((key) => key.record).concat(found.carried),
    retired: 0,
    removed: 0,
    refused: undefined,
    file: undefined,
    errors: [],
  };
}

/**
 * Un-retires the keys that came back, retires the newly removed, and (prune: remove) removes
 * those retired in an earlier run, still marked so on the service, whose removal is at least
 * prune-after old. Every key here is proven (find-removed.ts). Each write that fails leaves its
 * keys as they were, followed, for the next run.
 */
export async function act(found: Findings, deps: ActDeps): Promise<Acted> {
  const marking: Marking = {
    client: deps.client,
    id: deps.projectId,
    revision: deps.revision,
    tag: deps.prune.tag,
  };
  const rows: KeyRow[] = [];
  const state: RemovedKey[] = [...found.carried];
  const errors: string[] = [];

  const unretired = await unretire(
    marking,
    found.back.map((key) => ({ key: key.service, hid: key.record.retired?.hid ?? false })),
  );
  errors.push(...unretired.errors.map((e) => `Could not un-retire keys: ${e}`));
  for (const key of found.back) {
    if (unretired.done.has(key.record.name)) rows.push(keyRow(key, deps.base, 'back'));
    else failed(key);
  }

  const toRetire = found.live.filter((key) => key.record.retired === undefined);
  const retired = await retire(
    marking,
    toRetire.map((key) => key.service),
  );
  errors.push(...retired.outcome.errors.map((e) => `Could not retire keys: ${e}`));
  for (const key of toRetire) {
    if (!retired.outcome.done.has(key.record.name)) {
      failed(key);
      continue;
    }
    const hid = retired.hid.has(key.record.name);
    const record = { ...key.record, retired: { at: deps.now.toISOString(), hid } };
    state.push(record);
    rows.push(keyRow({ ...key, record }, deps.base, 'retired', deps.prune.afterMs));
  }

  // The mark on the service is the proof that the key is retired: a record saying so is not,
  // and a person who took the mark off wants the key kept. It is followed no more.
  const retiredBefore = found.live.filter((key) => key.record.retired !== undefined);
  const earlier = retiredBefore.filter((key) => isMarked(marking, key.service));
  for (const key of retiredBefore.filter((k) => !isMarked(marking, k.service))) {
    rows.push({
      ...keyRow(key, deps.base, 'left-alone'),
      note: 'no longer marked retired on the service, so it is kept',
    });
  }
  const isDue = (key: LiveKey) =>
    deps.prune.stage === 'remove' &&
    Date.parse(key.record.removedAt) + deps.prune.afterMs <= deps.now.getTime();
  for (const key of earlier.filter((k) => !isDue(k))) {
    state.push(key.record);
    rows.push(keyRow(key, deps.base, 'waiting', deps.prune.afterMs));
  }
  const due = earlier.filter(isDue);
  const removal = due.length === 0 ? undefined : await removeDue(deps, due);
  rows.push(...(removal?.rows ?? []));
  state.push(...(removal?.kept ?? []));
  errors.push(...(removal?.errors ?? []));
  return {
    rows,
    state,
    retired: countDone(toRetire, retired.outcome.done),
    removed: removal?.removed ?? 0,
    refused: removal?.refused,
    file: removal?.file,
    errors,
  };

  function failed(key: LiveKey): void {
    state.push(key.record);
    rows.push(keyRow(key, deps.base, 'failed'));
  }
}

function countDone(keys: readonly LiveKey[], done: ReadonlySet<string>): number {
  return keys.filter((key) => done.has(key.record.name)).length;
}

/** The due keys removed, within the cap, after a snapshot and the texts file (see removal.ts). */
async function removeDue(
  deps: ActDeps,
  removable: readonly LiveKey[],
): Promise<{
  rows: KeyRow[];
  kept: RemovedKey[];
  removed: number;
  refused: string | undefined;
  file: string | undefined;
  errors: string[];
}> {
  const rows: KeyRow[] = [];
  const kept: RemovedKey[] = [];
  const projectKeys = await projectKeyCount(deps.client, deps.projectId, deps.base);
  const outcome = await removeKeys(
    {
      client: deps.client,
      id: deps.projectId,
      revision: deps.revision,
      cap: deps.prune.cap,
      folder: deps.folder,
      dryRun: deps.dryRun,
    },
    removable.map((key) => key.service),
    projectKeys,
  );
  if (outcome.kind === 'refused') {
    for (const key of removable) {
      kept.push(key.record);
      rows.push(keyRow(key, deps.base, 'due', deps.prune.afterMs));
    }
    return { rows, kept, removed: 0, refused: outcome.reason, file: undefined, errors: [] };
  }
  const removedNames = new Set(outcome.removed.map((key) => key.name));
  for (const key of removable) {
    if (removedNames.has(key.record.name)) {
      rows.push({ ...keyRow(key, deps.base, 'removed'), texts: key.service.texts });
    } else {
      kept.push(key.record);
      rows.push(keyRow(key, deps.base, 'failed'));
    }
  }
  return {
    rows,
    kept,
    removed: outcome.removed.length,
    refused: undefined,
    file: outcome.file,
    errors: outcome.errors.map((e) => `Could not remove keys: ${e}`),
  };
}
