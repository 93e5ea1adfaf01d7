import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ParamsFor } from '../api/index.ts';
import { count } from '../common/plural.ts';
import { filesAtHead } from '../git/sync-ref.ts';
import { refuseLeftNonFiles, runPostPullCommand } from '../post-pull-command/post-pull-command.ts';
import { shadowCheckout } from '../post-pull-command/shadow-checkout.ts';
import {
  extractBundles,
  type ExtractOptions,
  type ExtractResult,
  type Placement,
} from './bundle/extract.ts';
import { exportOptionsForLog, leavesKeysOut, outsideAdvice } from './export-request.ts';
import { PO_HEADER_NOISE } from './po-noise.ts';
import { logCompared, logKeptAndOverridden, logSkipped } from './pull-log.ts';
import { changedAsGitSees } from './pulled-files.ts';
import { differingFromHead } from '../git/status.ts';
import { comparePulledStrings } from './pulled-strings.ts';
import { rewriteFor } from './pull-rewrite.ts';
import type { FetchReport, PullDeps, PulledFile } from './pull-types.ts';
import type { FuzzyTexts } from './service-fuzzy.ts';
import type { ByKeyBundle } from './by-key-bundle.ts';
import type { PullRules } from '../translations/index.ts';
import { SaidChanges } from './said-changes.ts';

/**
 * The pull's bundles into the checkout: each export made and its bundle downloaded (or, for a
 * format the revision cannot export, made here from string/list: by-key-bundle.ts), then one
 * checked extraction of them all, then what changed, as git sees it.
 */

/**
 * One export of a pull, and where the entries of its bundle go; or a bundle made from
 * string/list for a format the revision cannot export (by-key-bundle.ts), of `langs`.
 */
export type PlannedExport =
  | { readonly params: ParamsFor<'project/export'>; readonly place: (entry: string) => Placement }
  | {
      readonly byKey: ByKeyBundle;
      readonly place: (entry: string) => Placement;
      readonly langs: readonly string[];
    };

/** The exports a pull makes, the languages it skips, the base language, the fuzzy texts. */
export interface ExportPlan {
  readonly exports: readonly PlannedExport[];
  readonly skip: (language: string) => string | undefined;
  readonly base: string;
  readonly fuzzy: FuzzyTexts;
}

/**
 * The exports (one per format), their downloads, and one safe extraction of every bundle: nothing
 * is written unless every bundle passed. Then the files that changed.
 */
export async function exportAndExtract(
  deps: PullDeps,
  request: ExportPlan,
): Promise<
  Pick<FetchReport, 'changed' | 'unchanged' | 'skipped' | 'workTree' | 'overrides' | 'strings'>
> {
  const { settings, log } = deps;
  // Read once: the deleted keys and the comparison both need it, and it may ask origin.
  let synced: Promise<string | undefined> | undefined;
  const lastSync = () => (synced ??= deps.lastSync());
  // HEAD's files, read while the service exports: the extraction and the deleted keys need them.
  const headFiles = filesAtHead(deps.git);
  headFiles.catch(() => undefined);
  // A dry run writes into a copy of HEAD's files: none differs. After post-pull-command what the
  // rewrite said is not taken (below), so which files differed does not matter.
  const unasked = settings.dryRun || settings.pull.postPullCommand !== undefined;
  const dirty = unasked ? Promise.resolve(new Set<string>()) : differingFromHead(deps.git);
  dirty.catch(() => undefined);
  const work = await mkdtemp(join(deps.tempDir, 'l10n-sync-'));
  try {
    const bundles = await downloadBundles(deps, request.exports, work);
    const target = settings.dryRun ? await shadowOfHead(deps) : settings.context.workspace;
    const tracked = await headFiles;
    const trackedSet = new Set(tracked);
    // Kept whole: a first sync lists every text, a pull request per language its own rows.
    const said = new SaidChanges((await lastSync()) === undefined || settings.git.perLanguage);
    const result = await extractBundles(bundles, {
      workspace: target,
      patterns: settings.patterns.map((p) => p.source),
      outsideAdvice: outsideAdvice(settings),
      skip: request.skip,
      tracked,
      ...checkoutHooks(deps),
      unchangedRule: PO_HEADER_NOISE,
      rewrite: rewriteFor(deps, {
        base: request.base,
        lastSync,
        tracked: trackedSet,
        rules: pullRules(request),
        fuzzy: request.fuzzy,
        said,
      }),
    });
    logSkipped(result.skipped, log);
    const changed = await afterExtraction(deps, result, request.base);
    log.info(
      `${count(changed.length, 'file')} changed, ${result.unchanged.length} unchanged` +
        (result.skipped.length
          ? `, ${count(result.skipped.length, 'bundle entry', 'bundle entries')} skipped`
          : ''),
    );
    const since = changed.length === 0 ? undefined : await lastSync();
    const compareStarted = performance.now();
    const { overrides, strings } =
      changed.length === 0
        ? { overrides: [], strings: [] }
        : await comparePulledStrings(deps.git, {
            since,
            files: changed,
            workTree: target,
            tracked: trackedSet,
            dirty: await dirty,
            perLanguage: settings.git.perLanguage,
            // After post-pull-command the files are the command's: their texts are read.
            ...(settings.pull.postPullCommand === undefined ? { said } : {}),
          });
    if (changed.length > 0) logCompared(strings, performance.now() - compareStarted, log);
    logKeptAndOverridden(changed, overrides, log);
    return {
      changed,
      unchanged: result.unchanged.length,
      skipped: result.skipped,
      workTree: target,
      overrides,
      strings,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Each export made and downloaded (or made here, by key) into `work`, with where it goes. */
async function downloadBundles(
  deps: PullDeps,
  exports: readonly PlannedExport[],
  work: string,
): Promise<{ zipPath: string; place: (entryPath: string) => Placement }[]> {
  const { client, log } = deps;
  const bundles = [];
  for (const [index, planned] of exports.entries()) {
    const zipPath = join(work, `bundle-${index + 1}.zip`);
    if ('byKey' in planned) await planned.byKey.write(zipPath);
    else {
      const shown = { ...planned.params } as Record<string, unknown>;
      delete shown['id'];
      log.info(`Exporting with ${JSON.stringify(exportOptionsForLog(shown))}`);
      const bundle = await client.project.export(planned.params);
      const downloaded = await client.downloadBundle(bundle, zipPath);
      log.info(`Downloaded ${downloaded.bytes} bytes from ${downloaded.url}`);
    }
    bundles.push({ zipPath, place: planned.place });
  }
  return bundles;
}

/**
 * What the pull changed: the files written (in a dry run, that would be), then post-pull-command,
 * then the changes as git sees them, each one named in the log.
 */
async function afterExtraction(
  deps: PullDeps,
  result: ExtractResult,
  base: string,
): Promise<PulledFile[]> {
  const { settings, log } = deps;
  const written = result.changed.map((f) => ({
    ...f,
    localLanguage: settings.languageMap.toLocal(f.language),
  }));
  for (const file of written) {
    log.info(
      `${settings.dryRun ? '[dry-run] would write' : 'wrote'} ${file.path} (${file.localLanguage})`,
    );
  }
  const command = settings.pull.postPullCommand;
  if (settings.dryRun) {
    if (command !== undefined) log.info(`[dry-run] would run post-pull-command: ${command}`);
    return written;
  }
  if (command !== undefined) {
    // Every git command from here on is sealed against what the command could leave for git.
    await deps.git.sealAround(deps.tempDir, (gitFolders) =>
      runPostPullCommand({
        command,
        gitFolders,
        shell: settings.pull.postPullShell,
        workspace: settings.context.workspace,
        runner: deps.commands,
        log,
      }),
    );
  }
  const changed = await changedAsGitSees(deps, result, base, command !== undefined);
  if (command !== undefined) await refuseLeftNonFiles(settings.context.workspace, changed);
  const wrote = new Set(written.map((f) => f.path));
  for (const file of changed.filter((f) => !wrote.has(f.path))) {
    log.info(
      command !== undefined
        ? `${file.path} (${file.localLanguage}) was changed by post-pull-command`
        : `${file.path} (${file.localLanguage}) already held the bundle's text, which HEAD does not have`,
    );
  }
  return changed;
}

/** A dry run's copy of HEAD's translation files, in a folder of this run (see shadow-checkout.ts). */
async function shadowOfHead(deps: PullDeps): Promise<string> {
  const folder = await mkdtemp(join(deps.tempDir, 'preview-'));
  await shadowCheckout(deps.git, folder, deps.settings);
  return folder;
}

/** The rules of this pull for every file's decision (translations' reconcile.ts, PullRules). */
/**
 * What the run asks of the writing into the checkout: keeping the files replaced (not in a dry
 * run's copy), telling the staged files to git (the run makes no teller where the files may
 * change after: run/pull-phase.ts), waiting for the checkout to be noted.
 */
function checkoutHooks(
  deps: PullDeps,
): Pick<ExtractOptions, 'setAside' | 'stagedFiles' | 'beforeWriting'> {
  return {
    ...(deps.setAside && !deps.settings.dryRun ? { setAside: deps.setAside } : {}),
    ...(deps.stagedFiles ? { stagedFiles: deps.stagedFiles } : {}),
    ...(deps.beforeWriting ? { beforeWriting: deps.beforeWriting } : {}),
  };
}

function pullRules(request: ExportPlan): PullRules {
  // An export may have left keys out (export-request.ts): none is removed for being absent.
  return { keepLeftOut: request.exports.some((e) => 'params' in e && leavesKeysOut(e.params)) };
}
