import { candidateNames } from '../prune/service-keys.ts';
import { PLURAL_FORMS, type TranslationValue } from '../translations/index.ts';
import type { Listed, ServiceTexts } from './service-texts.ts';

/**
 * A plural form of a translation file (a key whose last segment is a form: `files.one`) decided
 * against the service's plural key of its parent (`files`), whose text in a language is its forms
 * as one JSON object (string/list's `json_string`). A form goes by key as a plain text does: the
 * service lacks it, or the repository changed it since the last sync while the service kept it.
 * It is sent as the key's forms in that language: the service's, with the forms decided so over
 * them (`string/set` takes a plural key's forms as an object), so a form a translator changed on
 * the service stays.
 */

/** What one form of the files becomes. */
export type FormDecision =
  /** The service has it as it is, or keeps its own text: nothing to send. */
  | { readonly kind: 'held' }
  | {
      readonly kind: 'send';
      readonly name: string;
      readonly form: string;
      /** The service's forms of the key in the file's language, the base of what is sent. */
      readonly forms: Readonly<Record<string, string>>;
      readonly why: 'fill' | 'fix';
    }
  /** It cannot go by key, and the service may lack it: the file is imported. */
  | { readonly kind: 'import'; readonly why: string };

/** How the form's text compares with the service's (as translations-by-key.ts's TextRules). */
export interface FormRules {
  readonly plain: (text: string) => boolean;
  readonly asService: (text: string) => string;
}

/**
 * The decision for the form at `path` with `text` in the language at `language` (its text at the
 * last sync `old`); undefined where the path is no form of exactly one service key holding forms.
 */
export function decideForm(
  service: ServiceTexts,
  path: readonly string[],
  language: number,
  text: string,
  old: TranslationValue | undefined,
  rules: FormRules,
): FormDecision | undefined {
  const form = path[path.length - 1];
  if (path.length < 2 || form === undefined || !PLURAL_FORMS.has(form)) return undefined;
  const listed = service.only(candidateNames(path.slice(0, -1)));
  if (listed === undefined) return undefined;
  const forms = serviceForms(service, listed, language);
  if (forms === undefined) return undefined;
  const theirs = forms[form] ?? '';
  if (theirs === rules.asService(text)) return { kind: 'held' };
  if (!rules.plain(text)) {
    return theirs === ''
      ? { kind: 'import', why: 'a placeholder the import converts' }
      : { kind: 'held' };
  }
  const fixed = typeof old === 'string' && rules.plain(old) && old !== text && theirs === old;
  if (theirs !== '' && !fixed) return { kind: 'held' };
  return { kind: 'send', name: listed.name, form, forms, why: fixed ? 'fix' : 'fill' };
}

/**
 * The service's forms of `listed` in a language: its text's JSON object of texts; none yet where
 * it has no text and string/list marks it plural. Undefined where that is not so: a key with a
 * plain text, or with no text and no mark (the interface's shape marks no key plural).
 */
function serviceForms(
  service: ServiceTexts,
  listed: Listed,
  language: number,
): Readonly<Record<string, string>> | undefined {
  const text = service.textOf(listed, language) ?? '';
  if (text === '') return listed.plural ? {} : undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const entries = Object.entries(parsed as Record<string, unknown>);
    if (!entries.every(([, value]) => typeof value === 'string')) return undefined;
    return Object.fromEntries(entries) as Record<string, string>;
  } catch {
    return undefined;
  }
}
