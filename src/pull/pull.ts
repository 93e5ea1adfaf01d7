import { optionsOfExports } from './export-request.ts';
import { refuseSpellingClashes } from '../files/spelling-clashes.ts';
import { baseLanguageOf, pullSkipReason } from '../files/languages.ts';
import { codeTaken } from '../files/language-codes.ts';
import { belowReason, qualityPass } from './quality-pass.ts';
import { FuzzyTexts } from './service-fuzzy.ts';
import { exportAndExtract } from './export-and-extract.ts';
import { plannedExports } from './planned-exports.ts';
import { chosenByInput } from './pulled-files.ts';
import { refuseUnknownLanguages, warnUntaken } from './pull-languages.ts';
import type { FetchReport, PullDeps } from './pull-types.ts';

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
  const langs = languages.filter((iso) => !below.has(iso.toLowerCase()) && taken(iso));
  const exports = await plannedExports(deps, langs, base);
  const exportOptions = optionsOfExports(exports.flatMap((e) => ('params' in e ? [e.params] : [])));
  const noLanguage = exports.every((e) => {
    const asked = 'params' in e ? e.params.langs : e.langs;
    return asked !== undefined && asked.length === 0;
  });
  if (noLanguage) {
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
 * Both results once both are done, or the first failure once both are done: a failed pass must
 * not end the run while the extraction still writes into the checkout.
 */
async function bothSettled<A, B>(a: A | Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [x, y] = await Promise.allSettled([a, b]);
  if (x.status === 'rejected') throw x.reason;
  if (y.status === 'rejected') throw y.reason;
  return [x.value, y.value];
}
