import type { LmsClient } from '../api/index.ts';
import type { Git } from '../git/git.ts';
import { count } from '../common/plural.ts';
import type { Log } from '../sync/log.ts';
import { baseKeysAt, keysGone, type BaseFiles, type BaseKey } from './base-keys.ts';
import { idOf, type RemovedKey } from './prune-state.ts';
import { leftAloneRow, type KeyRow, type LiveKey } from './prune-report.ts';
import { removalDates } from './removal-dates.ts';
import { candidateNames, matchKey, serviceKeys, type ServiceKey } from './service-keys.ts';

export interface FindDeps {
  readonly client: LmsClient;
  readonly git: Git;
  readonly log: Log;
  readonly projectId: string;
  /** The last sync's commit; undefined on a first sync. */
  readonly since: string | undefined;
  readonly base: string;
  readonly recorded: readonly RemovedKey[];
}

/** The removed keys to follow in this run, and those that are not followed. */
export interface Findings {
  /** Keys absent from HEAD and still on the service: the recorded ones and those found now. */
  readonly live: readonly LiveKey[];
  /** Keys HEAD has again that this action retired (and the service still has). */
  readonly back: readonly LiveKey[];
  /** Keys found removed that are not followed, with why. */
  readonly leftAlone: readonly KeyRow[];
}

/**
 * The keys the last sync's base files had and HEAD's lack, each proven to be a key of the
 * service (see matchKey) before it is followed, together with the keys already followed. A key
 * no longer on the service is followed no more: there is nothing left to do for it.
 */
export async function findRemoved(
  deps: FindDeps,
  files: BaseFiles,
  headKeys: ReadonlyMap<string, BaseKey>,
): Promise<Findings> {
  const gone = await newlyGone(deps, files, headKeys);
  const names = [
    ...gone.keys.flatMap(([, key]) => candidateNames(key.path)),
    ...deps.recorded.map((key) => key.name),
  ];
  const onService =
    names.length === 0 ? new Map() : await serviceKeys(deps.client, deps.projectId, names);
  const liveKey = (record: RemovedKey): LiveKey[] => {
    const service: ServiceKey | 'ambiguous' | undefined = onService.get(record.name);
    return service === undefined || service === 'ambiguous' ? [] : [{ record, service }];
  };
  const leftAlone: KeyRow[] = [];
  const fresh: RemovedKey[] = [];
  for (const [id, key] of gone.keys) {
    const match = matchKey(key, onService, deps.base);
    const removal = gone.dates.get(id);
    if (match.kind === 'absent' || removal === undefined || deps.since === undefined) continue;
    if (match.kind === 'found') {
      const record = { path: key.path, name: match.key.name, removedAt: removal.at };
      fresh.push({ ...record, lastHadIn: deps.since });
    } else {
      leftAlone.push(leftAloneRow(key, LEFT_ALONE[match.kind], removal.at));
    }
  }
  const present = (record: RemovedKey) => headKeys.has(idOf(record));
  return {
    live: [...deps.recorded.filter((r) => !present(r)), ...fresh].flatMap(liveKey),
    back: deps.recorded.filter((r) => present(r) && r.retired !== undefined).flatMap(liveKey),
    leftAlone,
  };
}

const LEFT_ALONE = {
  ambiguous: 'more than one key on the service could be it',
  differs: 'its base text (or context) on the service is not the one the repository had',
} as const;

/** Keys of the last sync's base files that HEAD's lack and are not followed yet, with their dates. */
async function newlyGone(
  deps: FindDeps,
  files: BaseFiles,
  headKeys: ReadonlyMap<string, BaseKey>,
): Promise<{ keys: Array<[string, BaseKey]>; dates: Map<string, { at: string }> }> {
  const none = { keys: [], dates: new Map() };
  if (deps.since === undefined) return none;
  const before = await baseKeysAt(deps.git, deps.since, files);
  if (before.kind === 'unread') {
    deps.log.info(
      `Removed keys: ${before.file} at the last sync cannot be read key by key (${before.why}); keys removed from it are not looked for`,
    );
    return none;
  }
  const followed = new Set(deps.recorded.map(idOf));
  const keys = keysGone(before.keys, headKeys).filter(([id]) => !followed.has(id));
  if (keys.length === 0) return none;
  const paths = [
    ...new Set([...before.keys.values(), ...headKeys.values()].flatMap((k) => k.files)),
  ];
  const ids = keys.map(([id]) => id);
  const dates = await removalDates(deps.git, deps.since, paths, ids, files);
  deps.log.info(
    `Removed keys: ${count(keys.length, 'key')} of the base-language files since the last sync`,
  );
  return { keys, dates };
}
