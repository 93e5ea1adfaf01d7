import type { Finding } from '../qa/review.ts';
import { ProjectStrings } from './project-strings.ts';
import { readProjectStrings } from './quality-batches.ts';
import type { FuzzyTexts } from './service-fuzzy.ts';
import { sameLanguage } from '../files/languages.ts';
import { percentText, type LanguageProgress } from './progress.ts';
import type { LmsClient } from '../api/index.ts';
import type { Log } from '../common/log.ts';
import type { Settings } from '../inputs/index.ts';
import { count, plural } from '../common/plural.ts';

export interface LocalProgress extends LanguageProgress {
  /** The language code as the repository has it. */
  readonly localLanguage: string;
}

export interface QualityReport {
  /** Each language's progress but the base's. */
  readonly progress: readonly LocalProgress[];
  /** The languages left out for being below min-completion. */
  readonly belowMinimum: readonly LocalProgress[];
  /** Translations of the pulled languages the checks list; undefined with `qa: off`. */
  readonly review: readonly Finding[] | undefined;
}

/**
 * The pull's quality pass, from one `string/list` call of all languages (in language batches when
 * that answer would pass the read limit: quality-batches.ts; paced on 1.0.9.2 like any call): every language's progress, those below min-completion (which this pull leaves
 * out), and the checks of the languages it writes, those `chosen` accepts above the minimum.
 * The strings are dropped once read: the pass keeps what it found, not the project (and, for a
 * pull, the texts marked fuzzy in `fuzzy`).
 */
export async function qualityPass(
  deps: { readonly settings: Settings; readonly client: LmsClient; readonly log: Log },
  project: { readonly base: string; readonly languages: readonly string[] },
  chosen: (language: string) => boolean,
  fuzzy?: FuzzyTexts,
): Promise<QualityReport> {
  const { settings, client, log } = deps;
  const { base } = project;
  const checking = settings.pull.qa !== 'off';
  // Read as it arrives: the whole answer is never held, only what progress and the checks need.
  const strings = await readProjectStrings(
    client,
    settings.projectId,
    project,
    (languages, after) =>
      new ProjectStrings({
        base,
        languages: after === undefined ? project.languages : languages,
        reviewed: (language) => checking && chosen(language),
        fuzzy,
        after,
      }),
  );
  const progress = strings.counter
    .progress()
    .filter((p) => !sameLanguage(p.language, base))
    .map((p) => ({ ...p, localLanguage: settings.languageMap.toLocal(p.language) }));
  log.info(
    `Translated: ${progress.map((p) => `${p.localLanguage} ${percentText(p.percent)}%`).join(', ') || 'no language but the base'}`,
  );
  const minimum = settings.pull.minCompletion;
  const belowMinimum = minimum > 0 ? progress.filter((p) => p.percent < minimum) : [];
  if (belowMinimum.length > 0) {
    log.info(
      `Not pulled, below min-completion ${minimum}%: ${belowMinimum.map((p) => `${p.localLanguage} (${percentText(p.percent)}%)`).join(', ')}`,
    );
  }
  if (settings.pull.qa === 'off') return { progress, belowMinimum, review: undefined };
  // Languages below min-completion are not pulled, so their findings are not this pull's.
  const below = new Set(belowMinimum.map((p) => p.language.toLowerCase()));
  const review = (await strings.findings()).filter((f) => !below.has(f.language.toLowerCase()));
  log.info(
    review.length === 0
      ? 'Quality checks: every pulled translation keeps the placeholders, tags and spacing of its base text'
      : `Quality checks: ${count(review.length, 'translation')} ${plural(review.length, 'needs', 'need')} review (listed in the job summary)`,
  );
  return { progress, belowMinimum, review };
}

/** Why a bundle entry of a language below min-completion is not written. */
export function belowReason(
  progress: LanguageProgress | undefined,
  minimum: number,
): string | undefined {
  return progress === undefined
    ? undefined
    : `below min-completion (${percentText(progress.percent)}% < ${minimum}%)`;
}
