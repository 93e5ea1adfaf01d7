import { statSync } from 'node:fs';
import { join } from 'node:path';
import { codeTaken } from '../files/language-codes.ts';
import { languageChosen } from '../files/languages.ts';
import { translationFiles } from '../files/translation-files.ts';
import { changedPaths } from '../git/status.ts';
import type { Settings } from '../inputs/index.ts';
import type { ExtractedFile } from './bundle/extract.ts';
import type { PullDeps, PulledFile } from './pull-types.ts';

/** The files a pull changed, as git sees them in the checkout, with what the rewrite said of each. */

/** Whether pull-languages chooses the language (its code not yet checked, see codeTaken). */
export function chosenByInput(settings: Settings, language: string, base: string): boolean {
  return languageChosen(settings.pull.languages, language, base, settings.languageMap);
}

/**
 * The pull's changes as git sees them, against HEAD: the bundle's files that differ from the
 * commit, including one an earlier step (or run) of the job already wrote, and excluding one that
 * differs only in line endings. After post-pull-command, every changed file of a pulled language
 * counts (the command may have touched more); the base language, the languages not pulled and
 * paths whose code is no language (`package.json`) are not this pull's to propose, whatever a
 * formatter did to them.
 */
export async function changedAsGitSees(
  deps: PullDeps,
  extracted: {
    readonly changed: readonly ExtractedFile[];
    readonly unchanged: readonly ExtractedFile[];
  },
  base: string,
  commandRan: boolean,
): Promise<PulledFile[]> {
  const { settings } = deps;
  const inBundle = new Set([...extracted.changed, ...extracted.unchanged].map((f) => f.path));
  const said = new Map(extracted.changed.map((f) => [f.path, f]));
  const taken = codeTaken(settings);
  return (await translationChanges(deps, base))
    .filter((f) =>
      commandRan
        ? chosenByInput(settings, f.language, base) && taken(f.language)
        : inBundle.has(f.path),
    )
    .map((f) => {
      const { notes, fallback } = said.get(f.path) ?? {};
      return {
        ...f,
        ...(notes === undefined ? {} : { notes }),
        ...(fallback === undefined ? {} : { fallback }),
      };
    });
}

/** The translation files that differ from HEAD in the checkout. */
async function translationChanges(deps: PullDeps, base: string): Promise<PulledFile[]> {
  const { settings } = deps;
  const files = translationFiles(
    await changedPaths(deps.git),
    settings.patterns,
    settings.languageMap,
    base,
  );
  return files.map((f) => ({
    path: f.path,
    language: f.language,
    localLanguage: f.localLanguage,
    bytes: sizeOf(join(settings.context.workspace, f.path)),
  }));
}

/**
 * The file's size, 0 when it cannot be read. Synchronous: thousands of sizes come from the page
 * cache in microseconds each, where a trip through libuv's threads costs more than the answer.
 */
function sizeOf(path: string): number {
  try {
    return statSync(path, { throwIfNoEntry: false })?.size ?? 0;
  } catch {
    return 0;
  }
}
