import {
  PLURAL_FORMS,
  segmentsOf,
  type KeySegment,
  type TranslationEntries,
  type TranslationKey,
} from '../translations/index.ts';

/**
 * A file's key as the action names it on the service when it makes the key itself (a format the
 * revision cannot import: by-key-files.ts): its segments joined with `::` (one of the joins the
 * service's names are read by: prune/service-keys.ts), a plural key's forms under its name.
 */
export interface KeyText {
  readonly name: string;
  readonly text?: string;
  readonly forms?: Record<string, string>;
}

const JOIN = '::';

/** A key's service name, and the plural form its last segment names, if it names one. */
export interface ServiceName {
  readonly name: string;
  readonly form: string | undefined;
  /** The key's segments without its form: a form of it is these and the form's name. */
  readonly stem: readonly KeySegment[];
}

export function serviceNameOf(key: TranslationKey): ServiceName {
  const segments = segmentsOf(key);
  const last = segments[segments.length - 1];
  const plural = segments.length > 1 && typeof last === 'string' && PLURAL_FORMS.has(last);
  const stem = plural ? segments.slice(0, -1) : segments;
  return { name: stem.map(String).join(JOIN), form: plural ? last : undefined, stem };
}

/** The file's keys by service name; a text that is no string (a JSON number) is left out. */
export function keyTextsOf(entries: TranslationEntries): Map<string, KeyText> {
  const texts = new Map<string, KeyText>();
  for (const [key, value] of entries) {
    if (typeof value !== 'string') continue;
    const { name, form } = serviceNameOf(key);
    if (form === undefined) texts.set(name, { name, text: value });
    else texts.set(name, { name, forms: { ...texts.get(name)?.forms, [form]: value } });
  }
  return texts;
}
