import type { LmsClient } from '../api/index.ts';
import type { Git } from '../git/git.ts';
import type { Settings } from '../inputs/index.ts';
import type { Log } from '../common/log.ts';
import { whyOnlyReported } from './acting-branch.ts';
import { anyAbandoned } from './abandoned-branch-keys.ts';
import { act, reportOnly } from './act-on-removed.ts';
import { baseKeysAt, type BaseFiles } from './base-keys.ts';
import { findRemoved, namesOf } from './find-removed.ts';
import type { RemovedKey } from './prune-state.ts';
import { byName, type KeyRow, type PruneReport } from './prune-report.ts';
import type { PruneStage } from '../inputs/prune.ts';

export type { KeyRow, KeyStatus, PruneReport } from './prune-report.ts';

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

/**
 * Finds the keys removed from the base-language files since the last sync, follows them in the
 * sync state, and (on the default branch, as `prune` asks) retires, un-retires and removes them.
 */
export async function runPrune(deps: PruneDeps): Promise<PruneReport> {
  const { settings, git, log } = deps;
  const report: PruneReport = {
    stage: settings.prune.stage,
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
    dryRun: settings.dryRun,
  };
  // Nothing followed and nothing committed since the last sync: nothing can have been removed,
  // but for a key of a branch deleted since (abandoned-branch-keys.ts).
  const idle = deps.recorded.length === 0 && (deps.since === undefined || deps.since === deps.head);
  const abandonedDeps = { ...deps, projectId: settings.projectId, revision: settings.revision };
  if (idle && !(await anyAbandoned({ ...abandonedDeps, now: new Date() }))) {
    return report;
  }
  const files: BaseFiles = {
    patterns: settings.patterns,
    languageMap: settings.languageMap,
    base: deps.base,
  };
  const headKeys = await baseKeysAt(git, deps.head, files);
  if (headKeys.kind === 'unread') {
    // A key of the unread file could be taken for removed: nothing is looked for, nothing done.
    const notLooked = `${headKeys.file} cannot be read key by key (${headKeys.why}), so no key can be told removed`;
    // Said as a warning only where prune was asked to act: a format the model does not read is
    // no fault of a run that only reports.
    if (settings.prune.stage === 'report') log.info(`Removed keys: ${notLooked}`);
    else log.warning(`Removed keys: ${notLooked}`);
    return { ...report, notLooked };
  }
  const now = new Date();
  const found = await findRemoved(
    { ...deps, projectId: settings.projectId, revision: settings.revision, now },
    files,
    headKeys.keys,
  );
  const onlyReported =
    settings.prune.stage === 'report'
      ? undefined
      : await whyOnlyReported(git, deps.branch, deps.head);
  if (onlyReported !== undefined) log.info(`Removed keys are only reported: ${onlyReported}`);
  const acted =
    settings.prune.stage === 'report' || onlyReported !== undefined
      ? reportOnly(found, { base: deps.base, prune: settings.prune })
      : await act(found, {
          client: deps.client,
          projectId: settings.projectId,
          revision: settings.revision,
          prune: settings.prune,
          base: deps.base,
          dryRun: settings.dryRun,
          folder: settings.context.tempDir,
          now,
        });
  for (const error of acted.errors) log.warning(error);
  if (acted.refused) log.warning(acted.refused);
  logOutcome(log, settings.prune.stage, [...acted.rows, ...found.leftAlone]);
  const state = [...acted.state].sort(byName);
  return {
    ...report,
    onlyReported,
    rows: [...acted.rows, ...found.leftAlone].sort(byName),
    retired: acted.retired,
    removed: acted.removed,
    refused: acted.refused,
    file: acted.file,
    errors: acted.errors,
    state,
    stateChanged: JSON.stringify(state) !== JSON.stringify([...deps.recorded].sort(byName)),
  };
}

/**
 * One line per outcome, naming the keys: a run that found removed keys and retired none says
 * why (prune: report only lists them; or each key's reason for being left alone).
 */
function logOutcome(log: Log, stage: PruneStage, rows: readonly KeyRow[]): void {
  const byStatus = new Map<string, KeyRow[]>();
  for (const row of rows) byStatus.set(row.status, [...(byStatus.get(row.status) ?? []), row]);
  for (const [status, listed] of byStatus) {
    const why =
      status === 'reported' && stage === 'report'
        ? ' (prune: report lists them; prune: retire marks them on the service)'
        : '';
    const notes = [...new Set(listed.flatMap((row) => (row.note ? [row.note] : [])))];
    log.info(
      `Removed keys, ${status}: ${namesOf(listed.map((row) => row.name))}${why}` +
        (notes.length > 0 ? `; ${notes.join('; ')}` : ''),
    );
  }
}
