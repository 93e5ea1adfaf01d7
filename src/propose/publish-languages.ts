import { retireCombinedBranch } from './branch-modes.ts';
import { publish, type LineCounts, type PublishDeps, type PublishResult } from './publish.ts';
import type { PulledFile } from '../pull/pull-types.ts';

/** What one language's branch and pull request became. */
export interface LanguageProposal {
  /** The language code as the repository has it. */
  readonly language: string;
  readonly result: PublishResult;
}

/** What a pr-per-language run proposed. */
export interface PerLanguageResult {
  /** Each language that has a branch or changed files, by code. */
  readonly languages: readonly LanguageProposal[];
  /** What was done with the branch of all languages an earlier run left, a sentence each. */
  readonly retired: readonly string[];
}

/**
 * pr-per-language: one branch (`<branch>/<language>`) and pull request per language, each made,
 * updated, left or closed on its own by `publish`, with its own lease and race rules. The
 * languages are those whose files changed and those that have a branch on origin and were pulled
 * this run (`pulled`, codes as the repository has them): a language no longer in the pull, or
 * below min-completion, keeps its pull request as it is. A language with nothing new and no
 * branch does nothing. `deps.branch` is `<branch>`; its own branch, left by a run without
 * pr-per-language, is retired first, since git cannot also hold `<branch>/<language>`.
 */
export async function publishPerLanguage(
  deps: PublishDeps,
  files: readonly PulledFile[],
  pulled: readonly string[],
  body: (language: string, lines: LineCounts) => string,
): Promise<PerLanguageResult> {
  const { family, sentences } = await retireCombinedBranch(deps);
  const byLanguage = new Map<string, PulledFile[]>();
  for (const file of files) {
    byLanguage.set(file.localLanguage, [...(byLanguage.get(file.localLanguage) ?? []), file]);
  }
  const looked = new Set(pulled.map((l) => l.toLowerCase()));
  for (const language of family.languages.keys()) {
    if (byLanguage.has(language)) continue;
    if (looked.has(language.toLowerCase())) byLanguage.set(language, []);
    else
      deps.log.info(
        `${deps.branch}/${language} is left as it is: this run did not pull ${language}`,
      );
  }
  const languages: LanguageProposal[] = [];
  for (const language of [...byLanguage.keys()].sort((a, b) => a.localeCompare(b))) {
    const paths = (byLanguage.get(language) ?? []).map((f) => f.path);
    const result = await publish(
      {
        ...deps,
        branch: `${deps.branch}/${language}`,
        // Languages below min-completion were not pulled and are not here: each one here was.
        heldBack: undefined,
        language,
        languages: [language],
      },
      paths,
      (lines) => body(language, lines),
    );
    languages.push({ language, result });
  }
  return { languages, retired: sentences };
}
