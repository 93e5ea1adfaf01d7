import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ParamsFor } from '../api/index.ts';
import { extractBundles, type ExtractResult, type Placement } from './bundle/extract.ts';
import { bySourceOrRefuse, exportsBySource, singleSource } from './export-by-source.ts';
import type { BySource } from './export-by-source.ts';
import {
  exportOptionsForLog,
  exportRequest,
  leavesKeysOut,
  optionsOfExports,
  outsideAdvice,
  placement,
} from './export-request.ts';
import { logCompared, logKeptAndOverridden, logSkipped } from './pull-log.ts';
import { oneSourceExport, oneSourceOn1092 } from './export-one-source.ts';
import { splitExport, splitsOn1092 } from './export-split-1092.ts';
import { refuseSpellingClashes } from '../files/spelling-clashes.ts';
import { baseLanguageOf, pullSkipReason } from '../files/languages.ts';
import { codeTaken } from '../files/language-codes.ts';
import { PO_HEADER_NOISE } from './po-noise.ts';
import { rewriteFor } from './pull-rewrite.ts';
import { withYamlRoot } from './yaml-root.ts';
import { belowReason, qualityPass } from './quality-pass.ts';
import { refuseLeftNonFiles, runPostPullCommand } from '../post-pull-command/post-pull-command.ts';
import { filesAtHead } from '../git/sync-ref.ts';
import { shadowCheckout } from '../post-pull-command/shadow-checkout.ts';
import { comparePulledStrings } from './pulled-strings.ts';
import { FuzzyTexts } from './service-fuzzy.ts';
import { changedAsGitSees, chosenByInput } from './pulled-files.ts';
import { refuseUnknownLanguages, warnUntaken } from './pull-languages.ts';
import { count } from '../common/plural.ts';
import type { FetchReport, PullDeps, PulledFile } from './pull-types.ts';

export type {
  FetchReport,
  LocalProgress,
  PullDeps,
  PulledFile,
  SyncHistory,
} from './pull-types.ts';

/**
 * Exports the translations, downloads the bundle and unzips it safely into the checkout (in a dry
 * run, into a copy of the translation files), and says which files changed; with it, the quality
 * pass (progress and checks). The two are independent unless min-completion decides which
 * languages the export asks for: then the pass comes first; otherwise both run at once, so the
 * pass costs the pull little time.
 */
export async function fetchTranslations(deps: PullDeps): Promise<FetchReport> {
  const { settings, client, log } = deps;
  const projectLanguages = await client.language.list({ id: settings.projectId });
  const languages = projectLanguages.map((l) => l.iso);
  const base = baseLanguageOf(projectLanguages, settings.baseLanguage, settings.languageMap);
  refuseSpellingClashes(
    settings,
    projectLanguages.map((l) => l.iso),
  );
  refuseUnknownLanguages(settings, languages);
  const taken = codeTaken(settings);
  warnUntaken(
    deps,
    languages.filter((iso) => !taken(iso) && chosenByInput(settings, iso, base)),
  );
  const chosenReason = (language: string) =>
    pullSkipReason(language, {
      projectLanguages: languages,
      base,
      choice: settings.pull.languages,
      languageMap: settings.languageMap,
      taken,
    });
  const chosen = (language: string) => chosenReason(language) === undefined;
  const fuzzy = new FuzzyTexts(chosen);
  const pass = () => qualityPass(deps, { base, languages }, chosen, fuzzy);
  const first = settings.pull.minCompletion > 0 ? await pass() : undefined;
  const below = new Map(first?.belowMinimum.map((p) => [p.language.toLowerCase(), p]));
  const bySource = await sourceExports(deps, languages, base);
  const langs = languages.filter((iso) => !below.has(iso.toLowerCase()) && taken(iso));
  const exports = await Promise.all(
    (bySource?.exports ?? [undefined]).map(async (one) => ({
      params: await withYamlRoot(
        deps.git,
        exportRequest(settings, langs, base, one),
        one?.sources ?? singleSource(settings, base),
      ),
      place: one?.place ?? placement(settings),
    })),
  );
  const exportOptions = optionsOfExports(exports.map((e) => e.params));
  const [{ params }] = exports as [(typeof exports)[number]];
  if (params.langs !== undefined && params.langs.length === 0) {
    log.info(
      'No language to pull: the project has no language that pull-languages chooses above min-completion',
    );
    const quality = first ?? (await pass());
    const workTree = settings.context.workspace;
    return {
      exportOptions,
      changed: [],
      unchanged: 0,
      skipped: [],
      workTree,
      overrides: [],
      strings: [],
      ...quality,
    };
  }
  /** Why a language of the bundle is not this pull's to write, or undefined when it is. */
  const skip = (language: string) =>
    belowReason(below.get(language.toLowerCase()), settings.pull.minCompletion) ??
    chosenReason(language);
  const passed = first ?? pass();
  fuzzy.filledBy(Promise.resolve(passed));
  const [quality, files] = await bothSettled(
    passed,
    exportAndExtract(deps, { exports, skip, base, fuzzy }),
  );
  return { exportOptions, ...files, ...quality };
}

/**
 * The exports of a layout that one `bundle_structure` from `files` cannot serve: by source
 * (1.0.9.3), or one export of every key split among several sources, or of one source (1.0.9.2);
 * undefined for a layout it can serve.
 */
async function sourceExports(
  deps: PullDeps,
  languages: readonly string[],
  base: string,
): Promise<BySource | undefined> {
  const { settings } = deps;
  if (exportsBySource(settings)) {
    return bySourceOrRefuse(settings, await filesAtHead(deps.git), languages, base);
  }
  if (splitsOn1092(settings)) {
    return { exports: [await splitExport(deps, await filesAtHead(deps.git), languages, base)] };
  }
  const oneSource = oneSourceOn1092(settings);
  return oneSource && { exports: [oneSourceExport(settings, oneSource, languages, base)] };
}

/**
 * Both results once both are done, or the first failure once both are done: a failed pass must
 * not end the run while the extraction still writes into the checkout.
 */
async function bothSettled<A, B>(a: A | Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [x, y] = await Promise.allSettled([a, b]);
  if (x.status === 'rejected') throw x.reason;
  if (y.status === 'rejected') throw y.reason;
  return [x.value, y.value];
}

/** One export of a pull, and where the entries of its bundle go. */
interface PlannedExport {
  readonly params: ParamsFor<'project/export'>;
  readonly place: (entry: string) => Placement;
}

/** The exports a pull makes, the languages it skips, the base language, the fuzzy texts. */
interface ExportPlan {
  readonly exports: readonly PlannedExport[];
  readonly skip: (language: string) => string | undefined;
  readonly base: string;
  readonly fuzzy: FuzzyTexts;
}

/**
 * The exports (one per format), their downloads, and one safe extraction of every bundle: nothing
 * is written unless every bundle passed. Then the files that changed.
 */
async function exportAndExtract(
  deps: PullDeps,
  request: ExportPlan,
): Promise<
  Pick<FetchReport, 'changed' | 'unchanged' | 'skipped' | 'workTree' | 'overrides' | 'strings'>
> {
  const { settings, client, log } = deps;
  // Read once: the deleted keys and the comparison both need it, and it may ask origin.
  let synced: Promise<string | undefined> | undefined;
  const lastSync = () => (synced ??= deps.lastSync());
  // HEAD's files, read while the service exports: the extraction and the deleted keys need them.
  const headFiles = filesAtHead(deps.git);
  headFiles.catch(() => undefined);
  const work = await mkdtemp(join(deps.tempDir, 'l10n-sync-'));
  try {
    const bundles = [];
    for (const [index, { params, place }] of request.exports.entries()) {
      const shown = { ...params } as Record<string, unknown>;
      delete shown['id'];
      log.info(`Exporting with ${JSON.stringify(exportOptionsForLog(shown))}`);
      const bundle = await client.project.export(params);
      const zipPath = join(work, `bundle-${index + 1}.zip`);
      const downloaded = await client.downloadBundle(bundle, zipPath);
      log.info(`Downloaded ${downloaded.bytes} bytes from ${downloaded.url}`);
      bundles.push({ zipPath, place });
    }
    const target = settings.dryRun ? await shadowOfHead(deps) : settings.context.workspace;
    const tracked = await headFiles;
    const trackedSet = new Set(tracked);
    const result = await extractBundles(bundles, {
      workspace: target,
      patterns: settings.patterns.map((p) => p.source),
      outsideAdvice: outsideAdvice(settings),
      skip: request.skip,
      tracked,
      unchangedRule: PO_HEADER_NOISE,
      rewrite: rewriteFor(deps, {
        base: request.base,
        lastSync,
        tracked: trackedSet,
        keepLeftOut: request.exports.some(({ params }) => leavesKeysOut(params)),
        fuzzy: request.fuzzy,
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
        : await comparePulledStrings(deps.git, since, changed, target, trackedSet);
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
