import type { LmsClient } from '../api/index.ts';
import type { Git } from '../git/git.ts';
import type { Settings } from '../inputs/index.ts';
import type { PruneStage } from '../inputs/prune.ts';
import { count } from '../common/plural.ts';
import type { Log } from '../sync/log.ts';
import { baseKeysAt, keysGone, type BaseFiles, type BaseKey } from './base-keys.ts';
import { provenKeys } from './evidence.ts';
import { idOf, type RemovedKey } from './prune-state.ts';
import { removalDates } from './removal-dates.ts';
import { removeKeys } from './removal.ts';
import { retire, unretire, type Marking } from './service-marks.ts';
import {
  candidateNames,
  matchKey,
  projectKeyCount,
  serviceKeys,
  translationCount,
  type ServiceKey,
} from './service-keys.ts';
import { whyOnlyReported } from './acting-branch.ts';

export interface PruneDeps {
  readonly settings: Settings;
  readonly client: LmsClient;
  readonly git: Git;
  readonly log: Log;
  readonly branch: string;
  /** The last sync's commit; undefined on a first sync (nothing can have been removed). */
  readonly since: string | undefined;
  readonly head: string;
  /** The base language's service code. */
  readonly base: string;
  /** The removed keys the sync state follows. */
  readonly recorded: readonly RemovedKey[];
}

/** What became of one removed key in this run. */
export type KeyStatus =
  'reported' | 'retired' | 'waiting' | 'due' | 'removed' | 'back' | 'left-alone' | 'failed';

export interface KeyRow {
  /** The key's name on the service (or its path, when none is proven). */
  readonly name: string;
  readonly status: KeyStatus;
  /** Languages other than the base with a text on the service. */
  readonly translations: number;
  /** When the commit that removed it was made. */
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

/**
 * Finds the keys removed from the base-language files since the last sync, follows them in the
 * sync state, and (on the default branch, as prune asks) retires, un-retires and removes them.
 */
export async function runPrune(deps: PruneDeps): Promise<PruneReport> {
  const { settings, git, log } = deps;
  const files: BaseFiles = {
    patterns: settings.patterns,
    languageMap: settings.languageMap,
    base: deps.base,
  };
  const report = emptyReport(deps);
  if (deps.since === undefined && deps.recorded.length === 0) return report;
  const headKeys = await baseKeysAt(git, deps.head, files);
  if (headKeys.kind === 'unread') {
    const notLooked = `${headKeys.file} cannot be read key by key (${headKeys.why}), so no key can be told removed`;
    log.warning(`Removed keys: ${notLooked}`);
    return { ...report, notLooked };
  }
  const found = await newlyRemoved(deps, files, headKeys.keys);
  const back = deps.recorded.filter((key) => headKeys.keys.has(idOf(key)));
  const followed = deps.recorded.filter((key) => !headKeys.keys.has(idOf(key)));
  const names = [
    ...found.gone.flatMap(([, key]) => candidateNames(key.path)),
    ...deps.recorded.map((key) => key.name),
  ];
  const onService =
    names.length === 0 ? new Map() : await serviceKeys(deps.client, settings.projectId, names);
  const rows: KeyRow[] = [];
  const fresh: RemovedKey[] = [];
  for (const [id, key] of found.gone) {
    const match = matchKey(key, onService, deps.base);
    const removal = found.dates.get(id);
    if (match.kind === 'absent' || removal === undefined || deps.since === undefined) continue;
    if (match.kind !== 'found') {
      rows.push(leftAlone(key, match.kind, removal.at));
      continue;
    }
    fresh.push({
      path: key.path,
      name: match.key.name,
      removedAt: removal.at,
      lastHadIn: deps.since,
    });
  }
  const live = (key: RemovedKey) => {
    const service = onService.get(key.name);
    return service === undefined || service === 'ambiguous' ? undefined : service;
  };
  const stillThere = [...followed, ...fresh].filter((key) => live(key) !== undefined);
  const onlyReported =
    settings.prune.stage === 'report'
      ? undefined
      : await whyOnlyReported(git, deps.branch, deps.head);
  if (onlyReported !== undefined) {
    log.info(`Removed keys are only reported: ${onlyReported}`);
  }
  const acting = settings.prune.stage !== 'report' && onlyReported === undefined;
  const marking: Marking = {
    client: deps.client,
    id: settings.projectId,
    revision: settings.revision,
    tag: settings.prune.tag,
  };
  const errors: string[] = [];
  // Keys back in the repository: un-retired (when this run acts), then no longer followed.
  const backRetired = back.filter((key) => key.retired !== undefined && live(key) !== undefined);
  const keptBack: RemovedKey[] = [];
  if (backRetired.length > 0 && acting) {
    const outcome = await unretire(
      marking,
      backRetired.map((key) => ({ key: live(key) as ServiceKey, hid: key.retired?.hid ?? false })),
    );
    errors.push(...outcome.errors.map((e) => `Could not un-retire keys: ${e}`));
    for (const key of backRetired) {
      const service = live(key) as ServiceKey;
      if (outcome.done.has(key.name)) rows.push(row(key, service, deps.base, 'back'));
      else keptBack.push(key);
    }
  } else {
    keptBack.push(...backRetired);
  }
  const state: RemovedKey[] = [...keptBack];
  let retiredCount = 0;
  let removedCount = 0;
  let refused: string | undefined;
  let file: string | undefined;
  if (!acting) {
    for (const key of stillThere) {
      rows.push(
        row(
          key,
          live(key) as ServiceKey,
          deps.base,
          key.retired ? 'waiting' : 'reported',
          settings.prune.afterMs,
        ),
      );
      state.push(key);
    }
  } else {
    const now = new Date();
    const toRetire = stillThere.filter((key) => key.retired === undefined);
    const retired = await retire(
      marking,
      toRetire.map((key) => live(key) as ServiceKey),
    );
    errors.push(...retired.outcome.errors.map((e) => `Could not retire keys: ${e}`));
    const waiting: RemovedKey[] = [];
    const due: RemovedKey[] = [];
    for (const key of stillThere) {
      if (key.retired !== undefined) {
        const dueNow =
          settings.prune.stage === 'remove' &&
          Date.parse(key.removedAt) + settings.prune.afterMs <= now.getTime();
        (dueNow ? due : waiting).push(key);
      } else if (retired.outcome.done.has(key.name)) {
        retiredCount += 1;
        const marked = {
          ...key,
          retired: { at: now.toISOString(), hid: retired.hid.has(key.name) },
        };
        waiting.push(marked);
        rows.push(
          row(marked, live(key) as ServiceKey, deps.base, 'retired', settings.prune.afterMs),
        );
      } else {
        state.push(key);
        rows.push(row(key, live(key) as ServiceKey, deps.base, 'failed'));
      }
    }
    for (const key of waiting) {
      state.push(key);
      if (toRetire.includes(key) || rows.some((r) => r.name === key.name)) continue;
      rows.push(row(key, live(key) as ServiceKey, deps.base, 'waiting', settings.prune.afterMs));
    }
    if (due.length > 0) {
      const outcome = await removeDue(deps, files, due, live);
      rows.push(...outcome.rows);
      state.push(...outcome.kept);
      removedCount = outcome.removed;
      refused = outcome.refused;
      file = outcome.file;
      errors.push(...outcome.errors);
    }
  }
  for (const error of errors) log.warning(error);
  const sorted = state.sort((a, b) => a.name.localeCompare(b.name));
  return {
    ...report,
    onlyReported,
    rows: rows.sort((a, b) => a.name.localeCompare(b.name)),
    retired: retiredCount,
    removed: removedCount,
    refused,
    file,
    errors,
    state: sorted,
    stateChanged:
      JSON.stringify(sorted) !==
      JSON.stringify([...deps.recorded].sort((a, b) => a.name.localeCompare(b.name))),
  };
}

/** Keys in the base files at the last sync that HEAD's lack, with when each was removed. */
async function newlyRemoved(
  deps: PruneDeps,
  files: BaseFiles,
  headKeys: ReadonlyMap<string, BaseKey>,
): Promise<{ gone: Array<[string, BaseKey]>; dates: Map<string, { at: string }> }> {
  if (deps.since === undefined) return { gone: [], dates: new Map() };
  const before = await baseKeysAt(deps.git, deps.since, files);
  if (before.kind === 'unread') {
    deps.log.info(
      `Removed keys: ${before.file} at the last sync cannot be read key by key (${before.why}); keys removed from it are not looked for`,
    );
    return { gone: [], dates: new Map() };
  }
  const followed = new Set(deps.recorded.map(idOf));
  const gone = keysGone(before.keys, headKeys).filter(([id]) => !followed.has(id));
  if (gone.length === 0) return { gone, dates: new Map() };
  const paths = [
    ...new Set([...before.keys.values(), ...headKeys.values()].flatMap((k) => k.files)),
  ];
  const dates = await removalDates(
    deps.git,
    deps.since,
    paths,
    gone.map(([id]) => id),
    files,
  );
  deps.log.info(
    `Removed keys: ${count(gone.length, 'key')} of the base-language files since the last sync`,
  );
  return { gone, dates };
}

/** The due keys removed (after the cap, the repository's proof, a snapshot and the texts file). */
async function removeDue(
  deps: PruneDeps,
  files: BaseFiles,
  due: readonly RemovedKey[],
  live: (key: RemovedKey) => ServiceKey | undefined,
): Promise<{
  rows: KeyRow[];
  kept: RemovedKey[];
  removed: number;
  refused: string | undefined;
  file: string | undefined;
  errors: string[];
}> {
  const { settings } = deps;
  const proven = await provenKeys(deps.git, due, files);
  const rows: KeyRow[] = [];
  const kept: RemovedKey[] = [];
  const provenKeysList = due.filter((key) => proven.has(idOf(key)));
  for (const key of due) {
    if (proven.has(idOf(key))) continue;
    // Not kept: a record the repository does not prove is not this action's to follow.
    rows.push({
      ...row(key, live(key) as ServiceKey, deps.base, 'left-alone'),
      note: 'no commit of origin proves the repository had it',
    });
  }
  const projectKeys = await projectKeyCount(deps.client, settings.projectId, deps.base);
  const outcome = await removeKeys(
    {
      client: deps.client,
      id: settings.projectId,
      revision: settings.revision,
      cap: settings.prune.cap,
      folder: settings.context.tempDir,
      dryRun: settings.dryRun,
    },
    provenKeysList.map((key) => live(key) as ServiceKey),
    projectKeys,
  );
  if (outcome.kind === 'refused') {
    deps.log.warning(outcome.reason);
    for (const key of provenKeysList) {
      kept.push(key);
      rows.push(row(key, live(key) as ServiceKey, deps.base, 'due', settings.prune.afterMs));
    }
    return { rows, kept, removed: 0, refused: outcome.reason, file: undefined, errors: [] };
  }
  const removedNames = new Set(outcome.removed.map((key) => key.name));
  for (const key of provenKeysList) {
    const service = live(key) as ServiceKey;
    if (removedNames.has(key.name)) {
      rows.push({ ...row(key, service, deps.base, 'removed'), texts: service.texts });
    } else {
      kept.push(key);
      rows.push(row(key, service, deps.base, 'failed'));
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

function row(
  key: RemovedKey,
  service: ServiceKey,
  base: string,
  status: KeyStatus,
  afterMs?: number,
): KeyRow {
  const removableAt =
    afterMs === undefined || key.retired === undefined
      ? undefined
      : new Date(Date.parse(key.removedAt) + afterMs).toISOString();
  return {
    name: key.name,
    status,
    translations: translationCount(service, base),
    removedAt: key.removedAt,
    ...(removableAt ? { removableAt } : {}),
  };
}

function leftAlone(key: BaseKey, why: 'ambiguous' | 'differs', removedAt: string): KeyRow {
  return {
    name: key.path.join('.'),
    status: 'left-alone',
    translations: 0,
    removedAt,
    note:
      why === 'ambiguous'
        ? 'more than one key on the service could be it'
        : 'its base text (or context) on the service is not the one the repository had',
  };
}

function emptyReport(deps: PruneDeps): PruneReport {
  return {
    stage: deps.settings.prune.stage,
    onlyReported: undefined,
    notLooked: undefined,
    rows: [],
    retired: 0,
    removed: 0,
    refused: undefined,
    file: undefined,
    errors: [],
    state: deps.recorded,
    stateChanged: false,
    dryRun: deps.settings.dryRun,
  };
}
