import type { Revision } from '../../src/api/interface.ts';
import { SYSTEM_LANGUAGES } from './languages.ts';
import { orderedForms, pluralAsString } from './plurals.ts';
import type { Key, Project } from './store.ts';
import { flag, timestamp } from './values.ts';

/**
 * How string/list writes its items.
 *
 * - `recorded` (the default): as the real service sent them, in the answers public v1 clients
 *   recorded. Nineteen fields in one order, every scalar a string, `plural_key` `"0"` on an
 *   ordinary key and `"1"` on a plural one with `plural_name` `""`, `context` `""`, both `tags` and
 *   `references` (null where the key has none). The whole answer is then written as PHP's
 *   `json_encode` writes by default (see `phpJson`), a plural's forms too.
 * - `interface`: as the interface text shows an item: `plural_key` null, `platform_mask` a
 *   number, `context` null, `tags` on 1.0.9.3 only and `references` on 1.0.9.2 only.
 *
 * The action must read both: the text is the contract, the recordings are what came.
 */
export type ItemShape = 'recorded' | 'interface';

export const ITEM_SHAPES: readonly ItemShape[] = ['recorded', 'interface'];

/** What each item of one string/list answer is written from. */
export interface ItemContext {
  readonly project: Project;
  readonly revision: Revision;
  readonly pluralFormat: string;
  readonly icuNumeric: boolean;
}

/** One item of string/list: `key`'s text in `iso`, in `shape`. */
export function stringItem(
  shape: ItemShape,
  context: ItemContext,
  key: Key,
  iso: string,
): Record<string, unknown> {
  return shape === 'recorded' ? recordedItem(context, key, iso) : interfaceItem(context, key, iso);
}

function interfaceItem(context: ItemContext, key: Key, iso: string): Record<string, unknown> {
  const translation = key.translations.get(iso);
  return {
    key: key.name,
    translation: textOf(context, key, iso),
    plural_key: key.pluralName,
    platform_mask: key.platformMask,
    is_hidden: flag(key.hidden),
    created_at: timestamp(key.createdAt),
    modified_at: timestamp(translation?.modifiedAt ?? key.modifiedAt),
    fuzzy: flag(translation?.fuzzy ?? false),
    context: key.context,
    is_archived: flag(key.archived),
    ...(context.revision === '1.0.9.3'
      ? { tags: [...key.tags] }
      : { references: key.references && [...key.references] }),
  };
}

function recordedItem(context: ItemContext, key: Key, iso: string): Record<string, unknown> {
  const translation = key.translations.get(iso);
  const languageIndex = context.project.languages.findIndex((l) => l.iso === iso);
  return {
    key: key.name,
    key_id: String(key.id),
    // One translation row per key and language on the service: an id of its own for each.
    trans_id: String(key.id * 1000 + languageIndex + 1),
    // A plural's forms are JSON written as the answer is: its escapes come doubled in the answer.
    translation: textOf(context, key, iso, phpJson),
    description: key.description,
    lang_id: String(languageId(iso)),
    plural_key: key.plural ? '1' : '0',
    plural_name: key.pluralName ?? '',
    platform_mask: String(key.platformMask),
    is_hidden: flag(key.hidden),
    created_at: timestamp(key.createdAt),
    tags: [...key.tags],
    modified_at: timestamp(translation?.modifiedAt ?? key.modifiedAt),
    fuzzy: flag(translation?.fuzzy ?? false),
    is_proofread: '0',
    references: key.references && [...key.references],
    context: key.context ?? '',
    is_archived: flag(key.archived),
    key_type: '0',
  };
}

/** The text of `key` in `iso`: `""` where it has none, a plural's forms as one string. */
function textOf(
  context: ItemContext,
  key: Key,
  iso: string,
  json: (value: unknown) => string = JSON.stringify,
): string {
  const value = key.translations.get(iso)?.value ?? '';
  if (typeof value === 'string') return value;
  if (context.pluralFormat === 'json_string') return json(Object.fromEntries(orderedForms(value)));
  return pluralAsString(value, context.pluralFormat, context.icuNumeric) ?? json(value);
}

const LANGUAGE_IDS = new Map(SYSTEM_LANGUAGES.map((language, index) => [language.iso, index + 1]));

/** The service's number of a language (a custom code, which the list lacks, gets 0). */
function languageId(iso: string): number {
  return LANGUAGE_IDS.get(iso) ?? 0;
}

/**
 * JSON as PHP's `json_encode` writes it by default: each character past ASCII as `\uXXXX` (a
 * character past U+FFFF as its two halves), as the recorded answer has them, U+2028 included;
 * and `/` as `\/`, PHP's default, which that answer (no `/` in any text) neither shows nor rules
 * out. A reader that takes only what JSON.stringify writes misses both.
 */
export function phpJson(value: unknown): string {
  return JSON.stringify(value).replace(/[/\u0080-\uffff]/g, (c) =>
    c === '/' ? '\\/' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
