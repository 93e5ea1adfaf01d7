import type { StringItem } from '../api/index.ts';
import { sameLanguage } from './languages.ts';
import { percentText, progressOf, type LanguageProgress } from './progress.ts';
import type { PullDeps } from './pull.ts';

export interface LocalProgress extends LanguageProgress {
  /** The language code as the repository has it. */
  readonly localLanguage: string;
}

/**
 * Every language's progress from one `string/list` call (all languages at once; paced on 1.0.9.2
 * like any call), and those below min-completion, which this pull leaves out. The strings are
 * given back for the quality checks.
 */
export async function measureProgress(
  deps: Pick<PullDeps, 'settings' | 'client' | 'log'>,
  base: string,
): Promise<{
  progress: LocalProgress[];
  belowMinimum: LocalProgress[];
  strings: Record<string, StringItem[]>;
}> {
  const { settings, client, log } = deps;
  const strings = await client.string.list({ id: settings.projectId });
  const progress = progressOf(strings, base)
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
  return { progress, belowMinimum, strings };
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
