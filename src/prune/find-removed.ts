import type { LmsClient, Revision } from '../api/index.ts';
import type { Git } from '../git/git.ts';
import { count } from '../common/plural.ts';
import type { Log } from '../common/log.ts';
import { baseKeysAt, keysGone, type BaseFiles, type BaseKey } from './base-keys.ts';
import { idOf, type RemovedKey } from './prune-state.ts';
import { leftAloneRow, type KeyRow, type LiveKey } from './prune-report.ts';
import { MOST_COMMITS, RepositoryProver, type RepositoryProof } from './proof.ts';
import { candidateNames, matchKey, serviceKeys, type Match } from './service-keys.ts';
import { followOrder } from './follow-order.ts';
import { abandonedKeys, followBranchKeys } from './abandoned-branch-keys.ts';
import { serviceNamesOf, spelledAmong } from './spellings.ts';

export interface FindDeps {
  readonly client: LmsClient;
  readonly git: Git;
  readonly log: Log;
  readonly projectId: string;
  readonly revision: Revision;
  /** The last sync's commit; undefined on a first sync. */
  readonly since: string | undefined;
  readonly head: string;
  readonly base: string;
  readonly recorded: readonly RemovedKey[];
  /** The run's clock: a key found gone now is dated now. */
  readonly now: Date;
}

/** The removed keys to follow in this run, and those that are not followed. */
export interface Findings {
  /** Keys absent from HEAD and still on the service: the recorded ones and those found now. */
  readonly live: readonly LiveKey[];
  /** Keys HEAD has again that this action retired (and the service still has). */
  readonly back: readonly LiveKey[];
  /** Keys found removed that are not followed, with why. */
  readonly leftAlone: readonly KeyRow[];
  /** Records this run could not settle (too many commits, too deep): followed on as they are. */
  readonly carried: readonly RemovedKey[];
}

/**
 * Records one run looks at, and so the most the state keeps. A forged state may hold 100,000;
 * proving each costs git and service calls, and carrying them costs every later run, so the
 * others are dropped unread: nothing is ever done for a key without proof, and a key dropped
 * here is only left on the service.
 */
export const MOST_FOLLOWED = 1000;

/** A record the repository proved, with the key as its proving commit had it. */
interface Proven {
  readonly record: RemovedKey;
  readonly key: BaseKey;
  readonly back: boolean;
}

/**
 * The keys the last sync's base files had and HEAD's lack under every spelling, together with
 * the keys already followed; each is followed only on proof from HEAD's history (proof.ts) and
 * from the service (matchKey: the name its path gives, with the base text the repository had).
 * A key no longer on the service is followed no more: there is nothing left to do for it.
 */
export async function findRemoved(
  deps: FindDeps,
  files: BaseFiles,
  headKeys: ReadonlyMap<string, BaseKey>,
): Promise<Findings> {
  const headNames = serviceNamesOf(headKeys.values());
  // This run's own findings first: they come from HEAD's history, not from the state. Then the
  // keys there is something to do for (follow-order.ts).
  const followedIds = new Set(deps.recorded.map(idOf));
  const all = followOrder(
    [
      ...(await newlyGone(deps, files, headKeys, headNames)),
      ...(await abandonedKeys(deps, headNames, followedIds)),
      ...deps.recorded,
    ],
    headNames,
  );
  const looked = all.slice(0, MOST_FOLLOWED);
  const dropped = all.length - looked.length;
  if (dropped > 0) {
    deps.log.info(
      `Removed keys: ${all.length} keys to follow, more than the ${MOST_FOLLOWED} one run looks at; the other ${dropped} are dropped, not acted on`,
    );
  }
  const prover = new RepositoryProver(deps.git, files, deps.head);
  const proven: Proven[] = [];
  const leftAlone: KeyRow[] = [];
  const unsettled = { commits: [] as RemovedKey[], history: [] as RemovedKey[] };
  const ofBranches: RemovedKey[] = [];
  for (const record of looked) {
    // A deleted branch's key: proven by the service and origin, not by history.
    if (record.branch !== undefined) {
      ofBranches.push(record);
      continue;
    }
    // A key HEAD has under any spelling the service could join to the same name is not removed;
    // one this action never retired has nothing to undo and is followed no more.
    const back = spelledAmong(record.path, headNames);
    if (back && record.retired === undefined) continue;
    const proof: RepositoryProof = back
      ? await prover.cameBack(record)
      : await prover.removed(record);
    if (proof.kind === 'proven') proven.push({ record, key: proof.key, back });
    else if (proof.kind === 'unsettled') unsettled[proof.why].push(record);
    else
      leftAlone.push(
        leftAloneRow(record, `not proven by the repository: ${proof.why}`, record.removedAt),
      );
  }
  logUnsettled(deps.log, unsettled);
  const matched = await matchOnService(deps, proven, headKeys);
  const branches = await followBranchKeys(deps, ofBranches, headNames);
  return {
    live: [...matched.live, ...branches.live],
    back: [...matched.back, ...branches.back],
    leftAlone: [...leftAlone, ...matched.leftAlone, ...branches.leftAlone],
    carried: [...unsettled.commits, ...unsettled.history],
  };
}

function logUnsettled(
  log: Log,
  unsettled: { readonly commits: readonly RemovedKey[]; readonly history: readonly RemovedKey[] },
): void {
  if (unsettled.commits.length > 0) {
    log.info(
      `Removed keys: ${count(unsettled.commits.length, 'key')} wait for a later run, not acted on: proving them needs more than the ${MOST_COMMITS} commits one run reads`,
    );
  }
  if (unsettled.history.length > 0) {
    log.info(
      `Removed keys: ${count(unsettled.history.length, 'key')} not acted on: the commit that proves each is not within the history this shallow checkout could fetch (fetch-depth: 0 settles it)`,
    );
  }
}

/**
 * The proven keys' service keys, by the names their paths give (never the name a record
 * states), proven by the base text the repository had; a key back at HEAD may also have the
 * text HEAD gives it, which the push has just sent.
 */
async function matchOnService(
  deps: FindDeps,
  proven: readonly Proven[],
  headKeys: ReadonlyMap<string, BaseKey>,
): Promise<{ live: LiveKey[]; back: LiveKey[]; leftAlone: KeyRow[] }> {
  const names = proven.flatMap(({ record }) => candidateNames(record.path));
  const onService =
    names.length === 0 ? new Map() : await serviceKeys(deps.client, deps.projectId, names);
  const live: LiveKey[] = [];
  const back: LiveKey[] = [];
  const leftAlone: KeyRow[] = [];
  for (const { record, key, back: isBack } of proven) {
    let match: Match = matchKey(key, onService, deps.base);
    const atHead = headKeys.get(idOf(record));
    if (isBack && match.kind === 'differs' && atHead)
      match = matchKey(atHead, onService, deps.base);
    if (match.kind === 'absent') continue;
    if (match.kind !== 'found') {
      leftAlone.push(leftAloneRow(record, LEFT_ALONE[match.kind], record.removedAt));
      continue;
    }
    const liveKey = { record: { ...record, name: match.key.name }, service: match.key };
    (isBack ? back : live).push(liveKey);
  }
  return { live, back, leftAlone };
}

const LEFT_ALONE = {
  ambiguous: 'more than one key on the service could be it',
  differs: 'its base text (or context) on the service is not the one the repository had',
} as const;

/**
 * Keys of the last sync's base files that HEAD's lack under every spelling and are not followed
 * yet, as new records: proven by the last sync's commit, found gone at HEAD, dated now.
 */
async function newlyGone(
  deps: FindDeps,
  files: BaseFiles,
  headKeys: ReadonlyMap<string, BaseKey>,
  headNames: ReadonlySet<string>,
): Promise<RemovedKey[]> {
  const since = deps.since;
  if (since === undefined) return [];
  const before = await baseKeysAt(deps.git, since, files);
  if (before.kind === 'unread') {
    deps.log.info(
      `Removed keys: ${before.file} at the last sync cannot be read key by key (${before.why}); keys removed from it are not looked for`,
    );
    return [];
  }
  const followed = new Set(deps.recorded.map(idOf));
  const keys = keysGone(before.keys, headKeys).filter(
    ([id, key]) => !followed.has(id) && !spelledAmong(key.path, headNames),
  );
  if (keys.length === 0) return [];
  deps.log.info(
    `Removed keys: ${count(keys.length, 'key')} of the base-language files since the last sync: ${namesOf(keys.map(([, key]) => key.path.join('.')))}`,
  );
  return keys.map(([, key]) => ({
    path: key.path,
    name: candidateNames(key.path)[0] ?? key.path.join('.'),
    removedAt: deps.now.toISOString(),
    lastHadIn: since,
    goneIn: deps.head,
  }));
}

/** Most keys a log line names one by one. */
const NAMED = 10;

/** Keys by name, the first `most` (ten), then how many more. */
export function namesOf(names: readonly string[], most = NAMED): string {
  const shown = names.slice(0, most);
  return shown.join(', ') + (names.length > most ? `, and ${names.length - most} more` : '');
}
