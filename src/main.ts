import { messageOf } from './common/message-of.ts';
import * as core from '@actions/core';
import { createClient, withLanguagesAhead, type ApiEvent, type LmsClient } from './api/index.ts';
import { planFor, runEvent, skippedWithoutToken } from './inputs/events.ts';
import { scaledHttpTimeoutMs } from './inputs/http-timeout.ts';
import { githubCredentials } from './git/auth.ts';
import { currentBranch } from './git/branch.ts';
import { createGit, type Git } from './git/git.ts';
import type { SyncHistory } from './pull/pull-types.ts';
import { InputError, loadSettings, type Settings } from './inputs/index.ts';
import { defaultOutputs, type Outputs } from './report/outputs.ts';
import { failureSummary, fitSummary } from './report/summary.ts';
import { dryRunLog } from './run/dry-run-log.ts';
import type { Phase } from './run/phase.ts';
import { exportSecrets } from './pull/export-request.ts';
import type { Log } from './common/log.ts';
import { readSyncRef, syncRefName, syncStateRefName } from './git/sync-ref.ts';
import { count } from './common/plural.ts';
import { eventLine } from './report/event-lines.ts';
import { olderThanLastSync } from './run/older-commit.ts';
import { checkRequiredLanguages, completionShortfall } from './run/completion-gate.ts';
import { checkBaseBranch } from './run/base-branch.ts';
import { branchPlan, defaultBranchOf, plainPlan } from './run/branch-run.ts';
import { inert } from './common/inert.ts';
import { visible } from './common/visible.ts';

/** One run of the action: read the inputs, push and/or pull, then report. */
export async function run(): Promise<void> {
  // Masked before anything else can print them: the tokens, and any password in a URL input.
  for (const name of ['api-token', 'github-token']) {
    const secret = core.getInput(name);
    if (secret) core.setSecret(secret);
  }
  for (const name of ['api-url', 'download-url', 'github-api-url']) {
    for (const secret of urlSecrets(core.getInput(name))) core.setSecret(secret);
  }
  const outputs = defaultOutputs();
  const summary: string[] = [];
  try {
    const event = runEvent(process.env);
    const noToken = skippedWithoutToken(event, core.getInput('api-token'));
    if (noToken !== undefined) return skip(noToken, summary);
    const settings = await loadSettings((name) => core.getInput(name), process.env);
    for (const warning of settings.inputWarnings) core.warning(visible(warning));
    // A webhook_url is often a chat hook's secret address: masked before anything is printed.
    for (const secret of exportSecrets(settings.pull.exportOptions)) core.setSecret(secret);
    // A check writes nothing: it runs on any event, a pull request's first of all.
    const plan =
      settings.mode === 'check' ? { kind: 'run' as const } : planFor(event, settings.dryRun);
    if (plan.kind === 'skip') return skip(plan.notice, summary);
    summary.push(heading(settings));
    if (plan.kind === 'preview') {
      core.notice(plan.notice);
      summary.push(`${plan.notice}\n`);
    }
    await runMode(settings, outputs, summary);
  } catch (error) {
    const problems = error instanceof InputError ? error.problems : [messageOf(error)];
    summary.push(failureSummary(problems));
    if (problems.length > 1) {
      for (const problem of problems) core.error(visible(problem));
      core.setFailed(`${count(problems.length, 'input')} are invalid (listed above)`);
    } else {
      core.setFailed(visible(problems[0] ?? 'failed'));
    }
  } finally {
    for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
    if (process.env['GITHUB_STEP_SUMMARY'] && summary.length > 0) {
      const fitted = fitSummary(summary.join('\n'));
      if (fitted.rowsLeftOut > 0 || fitted.cut) {
        core.warning(
          `The job summary was over GitHub's 1 MiB: ${fitted.rowsLeftOut > 0 ? `${count(fitted.rowsLeftOut, 'table row')} left out` : 'cut after its last whole block'}`,
        );
      }
      await core.summary.addRaw(fitted.text).write();
    }
  }
}

/** The password (and the user info it is part of) of a URL, to be masked. */
function urlSecrets(value: string): string[] {
  if (!URL.canParse(value.trim())) return [];
  const url = new URL(value.trim());
  if (url.password === '') return [];
  return [url.password, decodeURIComponent(url.password)];
}

/** Ends a run that has nothing to do on this event: one notice, and the summary says the same. */
function skip(notice: string, summary: string[]): void {
  core.notice(notice);
  summary.push(`## l10n-sync: skipped\n\n${notice}\n`);
}

/** Runs the configured mode: the push, the pull, or both in that order. */
async function runMode(given: Settings, outputs: Outputs, summary: string[]): Promise<void> {
  const log = actionsLog();
  const credentials = githubCredentials(given.git.githubToken, given.context.githubServerUrl);
  if (credentials.secret) core.setSecret(credentials.secret);
  const git = createGit(given.context.workspace, credentials.config);
  const { onEvent, waitedMs } = serviceEvents();
  const pushing = given.mode === 'push' || given.mode === 'sync';
  // A check (a release gate on a tag, too) needs no branch: without one it compares no sync ref.
  const branchRead =
    given.git.baseBranch ??
    (given.mode === 'check' ? currentBranch(git).catch(() => 'HEAD') : currentBranch(git));
  const ahead = serviceAhead(given, log, onEvent, Promise.resolve(branchRead));
  // Each mode's code (and the GitHub client, below) is loaded only when the run needs it: loading
  // it all up front delayed a push's first request by a third (benchmarked in bench/cold-start.ts).
  // The git commands run meanwhile, in their own processes.
  const [branch, pushCode, defaultBranch] = await Promise.all([
    branchRead,
    pushing ? import('./run/push-phase.ts') : undefined,
    // A check writes nothing wherever it runs: which branch is the default does not matter.
    given.mode === 'check' ? undefined : defaultBranchOf(given, git),
  ]);
  // A branch run holds what it would send, or sends only the keys it adds (branch-run.ts); a
  // check, which writes nothing, runs as it is on any branch.
  const plan =
    given.mode === 'check' ? plainPlan(given, branch) : branchPlan(given, branch, defaultBranch);
  const { settings, syncBranch } = plan;
  if (plan.notice !== undefined) {
    core.notice(plan.notice);
    summary.push(`${plan.notice}\n`);
  }
  const client = runClient(settings, ahead, log, onEvent);
  const phase: Phase = {
    settings,
    client,
    git,
    log,
    branch: syncBranch,
    outputs,
    summary,
    pullRequestNotes: [],
    held: plan.held,
    branchTag: plan.branchTag,
    forkedFrom: plan.forkedFrom,
  };
  // Before the first write: the languages require-completion names are the project's, and the
  // branch the pull proposes into is on origin.
  await checkRequiredLanguages(settings, client);
  if (!plan.held) await checkBaseBranch(settings, git, branch);
  if (settings.mode === 'check') {
    const { checkPhase } = await import('./run/check-phase.ts');
    await checkPhase(phase);
    return failBelowRequired(settings, outputs);
  }
  const ref = syncRefName(settings.projectId, syncBranch);
  const stateRef = syncStateRefName(settings.projectId, syncBranch);
  const older = await olderThanLastSync(git, ref, stateRef);
  if (older !== undefined) {
    core.notice(older);
    summary.push(`${older}\n`);
    return;
  }
  // What a pull knows of the syncs before it: from this run's push when it pushed (the last sync
  // as it was before the push moved the ref), else from the sync ref and its state.
  let history: SyncHistory = {
    lastSync: async () => {
      const state = await readSyncRef(git, ref, stateRef);
      return state.kind === 'found' ? state.commit : undefined;
    },
    removedKeys: () => removedKeysRecorded(git, ref, stateRef),
  };
  if (pushCode) history = await pushCode.pushPhase(phase, waitedMs);
  // A held branch run's pull would propose the service's texts into the branch: none is made.
  if (!plan.held && (settings.mode === 'pull' || settings.mode === 'sync')) {
    const { pullPhase } = await import('./run/pull-phase.ts');
    await pullPhase(phase, history);
    failBelowRequired(settings, outputs);
  }
}

/** Fails the run when a language is below require-completion (completion-gate.ts). */
function failBelowRequired(settings: Settings, outputs: Outputs): void {
  const shortfall = completionShortfall(settings, outputs.completion);
  if (shortfall !== undefined) throw new Error(shortfall);
}

/** Each event of the service's calls told in the log, and the time waited for pacing counted. */
function serviceEvents(): { onEvent: (event: ApiEvent) => void; waitedMs: () => number } {
  let waited = 0;
  return {
    onEvent: (event) => {
      core.info(inert(visible(eventLine(event))));
      if (event.type === 'wait' && event.reason !== 'transient') waited += event.ms;
    },
    waitedMs: () => waited,
  };
}

/**
 * The service's client, made as the run starts, and the project's languages (every mode's first
 * request) asked through it once `after` settles (the checkout's branch, a local read: a run that
 * fails there makes no request), while the run's other git reads go on (origin's branches, the
 * sync ref): the first request waited for them (6–7× `node -e 0` after start in a dry-run push,
 * bench/cold-start.ts). Made as the inputs are given, writes and all: the run holds them back
 * (`holdingWrites`) once it knows it must. A run that then stops (an older commit run again) has
 * read the languages and written nothing. Undefined when no client can be made: the run's own
 * attempt then says why.
 */
function serviceAhead(
  given: Settings,
  log: Log,
  onEvent: (event: ApiEvent) => void,
  after: Promise<unknown>,
): { client: LmsClient; languages: ReturnType<LmsClient['language']['list']> } | undefined {
  let client: LmsClient;
  try {
    client = serviceClient(given, log, onEvent);
  } catch {
    return undefined;
  }
  const languages = after.then(() => client.language.list({ id: given.projectId }));
  // A run that ends before asking (an older commit) leaves the answer, or its failure, unread.
  languages.catch(() => undefined);
  return { client, languages };
}

/**
 * The run's client: the one that asked ahead, its connection and pacing going on (holding its
 * writes back in a held branch run or a dry run), else one made now, whose failure says why.
 */
function runClient(
  settings: Settings,
  ahead: ReturnType<typeof serviceAhead>,
  log: Log,
  onEvent: (event: ApiEvent) => void,
): LmsClient {
  if (ahead === undefined) return serviceClient(settings, log, onEvent);
  const client = settings.dryRun ? ahead.client.holdingWrites(dryRunLog(log)) : ahead.client;
  return withLanguagesAhead(client, settings.projectId, ahead.languages);
}

/** The service's client as the settings ask for it, telling `onEvent` of each wait and retry. */
function serviceClient(settings: Settings, log: Log, onEvent: (event: ApiEvent) => void) {
  return createClient({
    baseUrl: settings.apiUrl,
    revision: settings.revision,
    token: settings.token,
    downloadUrl: settings.downloadUrl,
    timeoutMs: scaledHttpTimeoutMs(settings.httpTimeoutMs, settings.context.timeScale),
    maxRetries: settings.maxRetries,
    timeScale: settings.context.timeScale,
    ...(settings.context.maxAnswerBytes === undefined
      ? {}
      : { maxAnswerBytes: settings.context.maxAnswerBytes }),
    proxy: settings.context.proxy,
    onEvent,
    ...(settings.dryRun ? { dryRun: dryRunLog(log) } : {}),
  });
}

/**
 * The keys the sync state follows as removed from the base language (as the push left it), each
 * as the JSON of its path; read only when a pull meets a key its base file lacks.
 */
async function removedKeysRecorded(
  git: Git,
  ref: string,
  stateRef: string,
): Promise<ReadonlySet<string>> {
  const [{ recordedRemovedKeys }, state] = await Promise.all([
    import('./push/sync-scope.ts'),
    readSyncRef(git, ref, stateRef),
  ]);
  if (state.kind !== 'found') return new Set();
  return new Set(recordedRemovedKeys(state.state).map((key) => JSON.stringify(key.path)));
}

function heading(settings: Settings): string {
  return `## l10n-sync: ${settings.mode} with project \`${settings.projectId}\` (revision ${settings.revision})\n`;
}

/**
 * The log every phase writes through: its lines hold the repository's and the service's text
 * (paths, keys, answers), so each invisible or direction-changing character is shown as its code
 * point (`visible`) before `inert` makes the line unable to issue a workflow command.
 */
function actionsLog(): Log {
  return {
    info: (m) => core.info(inert(visible(m))),
    warning: (m, at) =>
      core.warning(
        visible(m),
        at === undefined
          ? undefined
          : { file: at.file, ...(at.line ? { startLine: at.line } : {}) },
      ),
    error: (m, file) => core.error(visible(m), file === undefined ? undefined : { file }),
    group: (title, fn) => core.group(inert(visible(title)), fn),
  };
}
