/** The default pr-title and commit-message. */
export const DEFAULT_TEXT = 'Update translations';

/**
 * A title or commit message for one language's branch: the default names the language
 * ("Update translations (de)"), a text of the user's gets it where it says `%LANG_ISO%`.
 */
export function forLanguage(text: string, fallback: string, language: string | undefined): string {
  if (language === undefined) return text;
  if (text === fallback) return `${text} (${language})`;
  return text.replaceAll('%LANG_ISO%', language);
}
