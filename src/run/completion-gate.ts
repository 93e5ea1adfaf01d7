import type { LmsClient } from '../api/index.ts';
import { quote } from '../common/parsers.ts';
import { InputError, type Settings } from '../inputs/index.ts';
import { requiredOf } from '../inputs/require-completion.ts';

/**
 * `require-completion` (docs/branches-and-checks.md, "Checks and gates"): a language below its figure fails the run
 * once the pull is done (its pull request still opened or updated), naming each language, its
 * figure and what it must reach.
 */

/** Before the first write: every language it names is one the project has (else an input problem). */
export async function checkRequiredLanguages(settings: Settings, client: LmsClient): Promise<void> {
  const required = settings.requireCompletion;
  if (required === undefined || required.byLanguage.size === 0) return;
  const languages = await client.language.list({ id: settings.projectId });
  const have = new Set(languages.map((l) => l.iso.toLowerCase()));
  const missing = [...required.byLanguage.keys()].filter((code) => !have.has(code.toLowerCase()));
  if (missing.length > 0) {
    throw new InputError([
      `Invalid require-completion: the project has no language ${missing.map(quote).join(', ')}`,
    ]);
  }
}

/**
 * The languages of `completion` (the output: the repository's codes to percentages) below their
 * figure, in one line; undefined when every one reaches it.
 */
export function completionShortfall(settings: Settings, completion: string): string | undefined {
  const required = settings.requireCompletion;
  if (required === undefined) return undefined;
  const figures = JSON.parse(completion) as Record<string, number>;
  const below = Object.entries(figures).flatMap(([local, percent]) => {
    const need = requiredOf(required, settings.languageMap.toService(local));
    return need !== undefined && percent < need ? [`${local} ${percent}% (requires ${need}%)`] : [];
  });
  return below.length === 0 ? undefined : `Below require-completion: ${below.join(', ')}`;
}
