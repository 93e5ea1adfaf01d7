import type { ProjectLanguage } from '../api/index.ts';
import type { LanguageChoice } from '../inputs.ts';
import type { LanguageMap } from './language-map.ts';

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
      return language === base;
    case 'translations':
      return language !== base;
    case 'list':
      return choice.codes.some((code) => languageMap.toService(code) === language);
  }
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
