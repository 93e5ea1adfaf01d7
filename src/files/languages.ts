import type { ProjectLanguage } from '../api/index.ts';
import type { LanguageChoice } from '../inputs/index.ts';
import type { LanguageMap } from '../common/language-map.ts';
import { LOCALE_EXAMPLES } from './language-codes.ts';

/**
 * The base language on the service: the `base-language` input (local or service code), else the
 * project language marked as default.
 */
export function baseLanguageOf(
  projectLanguages: readonly ProjectLanguage[],
  configured: string | undefined,
  languageMap: LanguageMap,
): string {
  if (configured !== undefined) return languageMap.toService(configured);
  const base = projectLanguages.find((l) => l.isDefault);
  if (!base) {
    throw new Error('The project has no default language; set the base-language input');
  }
  return base.iso;
}

/**
 * Whether a language (service code) is chosen. `base` means the base language only,
 * `translations` every language but the base; listed codes are local and go through the map.
 * Case does not count: `EN.json` is the base language's file on macOS and Windows.
 */
export function languageChosen(
  choice: LanguageChoice,
  language: string,
  base: string,
  languageMap: LanguageMap,
): boolean {
  switch (choice.kind) {
    case 'all':
      return true;
    case 'base':
      return sameLanguage(language, base);
    case 'translations':
      return !sameLanguage(language, base);
    case 'list':
      return choice.codes.some((code) => sameLanguage(languageMap.toService(code), language));
  }
}

export function sameLanguage(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** What a pull may write: the project's languages, as pull-languages chooses them. */
export interface PullScope {
  /** The project's languages (service codes), from language/list. */
  readonly projectLanguages: readonly string[];
  readonly base: string;
  readonly choice: LanguageChoice;
  readonly languageMap: LanguageMap;
  /** Whether a code is taken for a language: shaped like a locale code, or named by the user. */
  readonly taken: (language: string) => boolean;
}

/**
 * Why a bundle entry of `language` (the service code its path carries) is not written, or
 * undefined when it is. The bundle is the service's word, not the user's: a name such as
 * `package.json` matches `%LANG_ISO%.json` as language `package`, so only a language the project
 * has counts, and only one whose code is shaped like a locale code (or that the user named): a
 * project language renamed `package` is not one; and with `en-US=en` mapped, an entry
 * `en-US.json` would be written on the base language's own file.
 */
export function pullSkipReason(language: string, scope: PullScope): string | undefined {
  const { projectLanguages, base, choice, languageMap } = scope;
  if (!projectLanguages.some((iso) => sameLanguage(iso, language))) {
    return 'not a language of the project';
  }
  if (!scope.taken(language)) return unshapedReason('pull');
  const local = languageMap.toLocal(language);
  const owner = languageMap.toService(local);
  if (!sameLanguage(owner, language)) {
    return `its path is the file of '${owner}' (language-map: ${local}=${owner})`;
  }
  if (languageChosen(choice, language, base, languageMap)) return undefined;
  return sameLanguage(language, base) ? 'the base language' : 'not asked for by pull-languages';
}

/** The languages a choice takes, in words, for a log line. */
export function describeChoice(choice: LanguageChoice, base: string): string {
  switch (choice.kind) {
    case 'base':
      return `the base language (${base})`;
    case 'translations':
      return `languages other than the base (${base})`;
    case 'all':
      return 'every language';
    case 'list':
      return choice.codes.join(', ');
  }
}

/**
 * Why a code the user did not name is not taken for a language, for a file left out of `phase`.
 */
export function unshapedReason(phase: 'pull' | 'push'): string {
  return `not shaped like a language code (such as ${LOCALE_EXAMPLES}); name it in ${phase}-languages or language-map to ${phase} it`;
}
