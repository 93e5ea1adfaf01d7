import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { count, plural } from '../common/plural.ts';
import { commitApiFor, pullRequestsFor } from './github-clients.ts';
import type { Settings } from '../inputs/index.ts';
import { perLanguageOutputs, pullOutputs } from '../report/outputs.ts';
import type { Phase } from './phase.ts';
import type { Finding } from '../qa/review.ts';
import { perLanguagePullSummary, pullSummary } from '../report/summary.ts';
import type { Log } from '../common/log.ts';
import type { LineCounts, PublishDeps } from '../propose/publish.ts';
import type { FetchReport, SyncHistory } from '../pull/pull-types.ts';
import type { BlobHasher } from '../git/early-blobs.ts';

/** The pull and its proposal (pull request, branch or workspace), with outputs and summary. */
export async function pullPhase(phase: Phase, history: SyncHistory): Promise<void> {
  const { settings, log, branch } = phase;
  const [
    { fetchTranslations },
    { pullRequestBody },
    { titleWithCounts },
    { actionsCommandRunner },
    { heldBackReason },
  ] = await Promise.all([
    import('../pull/pull.ts'),
    import('../report/pull-request-body.ts'),
    import('../report/string-changes-table.ts'),
    import('../post-pull-command/actions-command-runner.ts'),
    import('../pull/held-back.ts'),
  ]);
  const tempDir = await mkdtemp(join(settings.context.tempDir, 'l10n-sync-'));
  const commands = actionsCommandRunner;
  const putBack = await checkoutPutBack(phase, tempDir);
  const hasher = await blobHasher(phase);
  try {
    const fetched = await log.group('Pull translations', () =>
      fetchTranslations({ ...phase, ...history, tempDir, commands, ...writing(putBack, hasher) }),
    );
    const deps: PublishDeps = {
      known: await blobsMade(hasher, log),
      ...phase,
      pullRequests: await pullRequestsFor(settings, log),
      commits: await commitApiFor(settings, log),
      base: branch,
      branch: settings.git.branch ?? `l10n-sync/${branch}`,
      workTree: fetched.workTree,
      tempDir,
      // The counts of changed strings, in the title when it is the default; per language, the
      // language names each pull request instead.
      ...(settings.git.perLanguage
        ? {}
        : { title: titleWithCounts(settings.git.prTitle, fetched.strings) }),
      heldBack: heldBackReason(fetched.belowMinimum, settings.pull.minCompletion),
    };
    const toLocal = (language: string) => settings.languageMap.toLocal(language);
    const body = (report: FetchReport, lines: LineCounts) =>
      pullRequestBody(report.changed, lines, {
        projectId: settings.projectId,
        revision: settings.revision,
        exportOptions: report.exportOptions,
        progress: report.progress,
        belowMinimum: report.belowMinimum,
        review: report.review,
        overrides: report.overrides,
        strings: report.strings,
        toLocal,
        notes: phase.pullRequestNotes,
      });
    if (settings.git.perLanguage) {
      const { publishPerLanguage } = await import('../propose/publish-languages.ts');
      const { languageSlice, pulledLanguages } = await import('../propose/language-slice.ts');
      const proposed = await log.group('Propose the changes, one pull request per language', () =>
        publishPerLanguage(deps, fetched.changed, pulledLanguages(fetched, settings), (l, lines) =>
          body(languageSlice(fetched, l, toLocal), lines),
        ),
      );
      Object.assign(phase.outputs, perLanguageOutputs(fetched, proposed, deps.branch));
      phase.summary.push(perLanguagePullSummary(fetched, proposed, settings));
    } else {
      // One commit: once it is made, the checkout goes back while the branch is pushed.
      const committed = putBack?.start;
      await proposeOne(phase, { ...deps, committed }, fetched, (lines) => body(fetched, lines));
    }
    if (fetched.review) await qaOutcome(fetched.review, settings, log);
  } finally {
    await hasher?.finish();
    const sentence = await putBack?.finish();
    if (sentence !== undefined) log.info(sentence);
    await rm(tempDir, { recursive: true, force: true });
  }
}

/**
 * A pull request or a branch takes the translations elsewhere: the checkout is put back as the
 * run found it, so later steps of the job see what they would have seen without it. Its restore
 * is started early (`start`, once the commit is made) or at the end (`finish`), run once.
 */
async function checkoutPutBack(phase: Phase, tempDir: string) {
  const { settings, git } = phase;
  if (settings.pull.target === 'workspace' || settings.dryRun) return undefined;
  const { keepCheckout } = await import('../post-pull-command/checkout-keeper.ts');
  const kept = await keepCheckout(git, tempDir);
  let restoring: Promise<string | undefined> | undefined;
  const start = () => {
    restoring ??= kept.restore();
    // Awaited by `finish`; a failure there is the run's, not an unhandled rejection now.
    restoring.catch(() => undefined);
  };
  return {
    setAside: kept.setAside,
    noted: kept.noted,
    start,
    finish: () => {
      start();
      return restoring;
    },
  };
}

/**
 * A commit of the pulled files will be made: they are added to git while the pull goes on, on
 * a second core (BENCHMARKS.md, "The everyday pull": 1.70× unzip and commit before, 1.10–1.29× now). Not
 * in a dry run (it commits a copy of the files elsewhere) nor with post-pull-command (which may
 * change any file, .gitattributes too, before the commit).
 */
async function blobHasher(phase: Phase) {
  const { settings, git } = phase;
  if (settings.pull.target === 'workspace' || settings.dryRun) return undefined;
  if (settings.pull.postPullCommand !== undefined) return undefined;
  // On one core the adds would only take turns with the extraction.
  if (availableParallelism() < 2) return undefined;
  const { startBlobHasher } = await import('../git/early-blobs.ts');
  return startBlobHasher(git);
}

/** The checkout noted before it is written; its files kept as they are replaced; told to git. */
function writing(
  putBack: Awaited<ReturnType<typeof checkoutPutBack>>,
  hasher: BlobHasher | undefined,
) {
  return { setAside: putBack?.setAside, beforeWriting: putBack?.noted, stagedFiles: hasher };
}

/** The blobs the hasher made, once it is done; why none, in the log, when an add failed. */
async function blobsMade(hasher: BlobHasher | undefined, log: Log) {
  const known = await hasher?.finish();
  if (hasher?.problem !== undefined) {
    log.info(`The pulled files are added to git after the pull (${hasher.problem})`);
  }
  return known;
}

/** The one pull request (or branch, or files) of the changes, with its outputs and summary. */
async function proposeOne(
  phase: Phase,
  deps: PublishDeps,
  fetched: FetchReport,
  body: (lines: LineCounts) => string,
): Promise<void> {
  const { settings, log } = phase;
  const { publish } = await import('../propose/publish.ts');
  const { filesShown } = await import('../report/pull-tables.ts');
  // The table of changes has rows for some hundred files: only theirs are diffed.
  const counted = new Set(filesShown(fetched.changed).map((f) => f.path));
  const { retired, published } = await log.group('Propose the changes', async () => {
    // A branch of pr-per-language would keep git from holding this one: retired first.
    const { sentences } =
      settings.pull.target === 'workspace'
        ? { sentences: [] }
        : await (await import('../propose/branch-modes.ts')).retireLanguageBranches(deps);
    const languages = [...new Set(fetched.changed.map((f) => f.localLanguage))];
    const result = await publish(
      { ...deps, languages, counted },
      fetched.changed.map((f) => f.path),
      body,
    );
    return { retired: sentences, published: result };
  });
  Object.assign(phase.outputs, pullOutputs(fetched, published));
  phase.summary.push(pullSummary(fetched, published, settings, retired));
}

/**
 * One warning per language with findings; with `qa: fail`, the run fails, after the pull request
 * was updated, so that a required check shows red on the pull request the findings are about.
 */
async function qaOutcome(
  findings: readonly Finding[],
  settings: Settings,
  log: Log,
): Promise<void> {
  if (findings.length === 0) return;
  const { annotationsByLanguage } = await import('../qa/report.ts');
  const toLocal = (language: string) => settings.languageMap.toLocal(language);
  for (const line of annotationsByLanguage(findings, toLocal)) log.warning(line);
  if (settings.pull.qa === 'fail') {
    throw new Error(
      `${count(findings.length, 'pulled translation')} ${plural(findings.length, 'needs', 'need')} review (qa: fail); see "Needs review" in the job summary and the pull request`,
    );
  }
}
