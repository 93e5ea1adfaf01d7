import type { Settings } from '../inputs/index.ts';
import { languageChosen, sameLanguage } from '../files/languages.ts';
import type { FetchReport } from '../pull/pull-types.ts';

/**
 * One language's part of what a pull fetched (its files, strings, progress, findings and texts
 * changed on both sides), for the body and summary line of that language's pull request (pr-per-language).
 * `language` is the code as the repository has it.
 */
export function languageSlice(
  fetched: FetchReport,
  language: string,
  toLocal: (service: string) => string,
): FetchReport {
  const mine = (local: string) => sameLanguage(local, language);
  return {
    ...fetched,
    changed: fetched.changed.filter((f) => mine(f.localLanguage)),
    progress: fetched.progress.filter((p) => mine(p.localLanguage)),
    belowMinimum: fetched.belowMinimum.filter((p) => mine(p.localLanguage)),
    review: fetched.review?.filter((f) => mine(toLocal(f.language))),
    overrides: fetched.overrides.filter((o) => mine(o.localLanguage)),
    strings: fetched.strings.filter((s) => mine(s.localLanguage)),
  };
}

/**
 * The languages this pull looked at, as the repository names them: the project's languages that
 * pull-languages chooses and min-completion did not leave out. Their pull requests may be closed
 * for holding nothing new; any other language's is left as it is.
 */
export function pulledLanguages(fetched: FetchReport, settings: Settings): string[] {
  const below = new Set(fetched.belowMinimum.map((p) => p.language.toLowerCase()));
  // `progress` has every language but the base, so no base code is needed to tell them apart.
  const base = '';
  return fetched.progress
    .filter((p) => !below.has(p.language.toLowerCase()))
    .filter((p) => languageChosen(settings.pull.languages, p.language, base, settings.languageMap))
    .map((p) => p.localLanguage);
}
