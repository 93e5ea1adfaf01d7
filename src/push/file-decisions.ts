import {
  fileFormatOf,
  keyLabel,
  plainCharacters,
  type TranslationEntries,
  type TranslationKey,
  type TranslationValue,
} from '../translations/index.ts';
import type { KeyedText, PushDeps, UploadFile } from './push-types.ts';
import type { Lookup } from './key-lookups.ts';
import type { ServiceTexts } from './service-texts.ts';
import { mayHoldPlaceholders } from './import-placeholders.ts';
import { decideForm } from './plural-forms-by-key.ts';

/** Each text of one translation file decided against the service (translations-by-key.ts). */

/** What one file's texts became. */
export interface FileDecision {
  readonly texts: KeyedText[];
  /** Why the file is imported besides: its first text that does not go by key. */
  needsImport: string | undefined;
  /** Its fixes of keys other files share (exact-fixes.ts). */
  readonly sharedFixes: TranslationKey[];
}

/**
 * A file's texts to send by key, and whether it needs its import besides: a text that does not
 * go by key (see the top) which the service may lack.
 */
export function decideFile(
  file: UploadFile,
  after: TranslationEntries,
  before: TranslationEntries | undefined,
  service: ServiceTexts,
  lookups: readonly Lookup[],
  rules: TextRules,
): FileDecision {
  const { plain, asService } = rules;
  const texts: KeyedText[] = [];
  /** Why the file is imported: its first text that does not go by key. */
  let needsImport: string | undefined;
  const sharedFixes: TranslationKey[] = [];
  const language = service.indexOf(file.language);
  let index = -1;
  // forEach, not for…of: no [key, text] array per entry (half of this loop's time, 200,000 entries).
  after.forEach((text, key) => {
    index += 1;
    if (text === '') return;
    const { path, found, shared } = lookups[index] as Lookup;
    if (shared && typeof text === 'string' && before !== undefined) {
      // Unchanged since the last sync, which sent it: nothing to send.
      if (isFix(before.get(key), text)) sharedFixes.push(key);
      if (before.has(key)) return;
    }
    if (found === undefined || found.plural || typeof text !== 'string') {
      // A plural form of a service key goes by key as a plain text does; the rest by import.
      const form =
        typeof text === 'string'
          ? decideForm(service, path, language, text, before?.get(key), rules)
          : undefined;
      if (form?.kind === 'send' && typeof text === 'string') {
        const { name, why, forms } = form;
        const sent = { path: file.path, key, language: file.language, name, text, why };
        texts.push({ ...sent, form: form.form, forms });
      } else if (form?.kind === 'import') needsImport ??= `${keyLabel(key)}: ${form.why}`;
      else if (form === undefined) {
        const why =
          typeof text !== 'string'
            ? 'not a text'
            : found === undefined
              ? 'no one key of the service by its name'
              : 'a plural key';
        needsImport ??= `${keyLabel(key)}: ${why}`;
      }
      return;
    }
    const theirs = service.textOf(found, language) ?? '';
    if (theirs === asService(text)) return;
    if (!plain(text)) {
      // The import fills it if the service lacks it; a text the service has stays either way.
      if (theirs === '') needsImport ??= `${keyLabel(key)}: a placeholder the import converts`;
      return;
    }
    const old = before?.get(key);
    const fixed = typeof old === 'string' && plain(old) && old !== text && theirs === old;
    if (theirs === '' || fixed) {
      const why = fixed ? 'fix' : 'fill';
      texts.push({ path: file.path, key, language: file.language, name: found.name, text, why });
    }
  });
  return { texts, needsImport, sharedFixes };
}

/** Whether the repository changed a text since the last sync (`old`: the text then). */
function isFix(old: TranslationValue | undefined, text: string): boolean {
  return typeof old === 'string' && old !== text;
}

/** How a file's texts compare with the service's, and which may go by key. */
export interface TextRules {
  readonly plain: (text: string) => boolean;
  /** The text as the service holds it (its characters). */
  readonly asService: (text: string) => string;
}

/**
 * A format whose text holds markup as markup (`<b>`) or as characters (`&lt;b>`), which the
 * service does not tell apart (its text is the characters; its row's `markup`): such a text is
 * compared by its characters, and goes by import, never by key.
 */
export function rulesFor(path: string, plain: (text: string) => boolean): TextRules {
  if (fileFormatOf(path)?.markup !== true) return { plain, asService: (text) => text };
  return { plain: (text) => !/[<&]/.test(text) && plain(text), asService: plainCharacters };
}

/** Whether a text may go by key, as far as placeholders go. */
export function plainText(deps: PushDeps): (text: string) => boolean {
  const converts =
    deps.settings.revision === '1.0.9.3' &&
    deps.settings.push.importOptions.convert_placeholders !== false;
  return (text) => !(converts && mayHoldPlaceholders(text));
}
