import { PLURAL_FORMS, type PluralForm, type PluralForms } from './types.ts';

export function isPluralForm(name: string): name is PluralForm {
  return (PLURAL_FORMS as readonly string[]).includes(name);
}

/**
 * True for a non-empty object whose keys are all plural form names and whose values are strings:
 * that is how JSON, YAML and the json_string plural format write a plural key.
 */
export function isPluralObject(value: unknown): value is PluralForms {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const pairs = Object.entries(value);
  return (
    pairs.length > 0 &&
    pairs.every(([name, text]) => isPluralForm(name) && typeof text === 'string')
  );
}

/** The forms present, in the canonical order zero, one, two, few, many, other. */
export function orderedForms(forms: PluralForms): [PluralForm, string][] {
  const ordered: [PluralForm, string][] = [];
  for (const form of PLURAL_FORMS) {
    const text = forms[form];
    if (text !== undefined) ordered.push([form, text]);
  }
  return ordered;
}

/** The CLDR plural rules of a language code (the service writes 'zh_CN', Intl wants 'zh-CN'). */
export function pluralRules(lang: string): Intl.PluralRules | undefined {
  try {
    return new Intl.PluralRules(lang.replaceAll('_', '-'));
  } catch {
    // Not a valid locale tag: custom language codes exist.
    return undefined;
  }
}

/**
 * The CLDR plural categories of a language in canonical order; one/other, the commonest
 * two-form rule, for codes that are not locale tags.
 */
export function pluralCategories(lang: string): PluralForm[] {
  const categories: readonly string[] = pluralRules(lang)?.resolvedOptions().pluralCategories ?? [
    'one',
    'other',
  ];
  return PLURAL_FORMS.filter((form) => categories.includes(form));
}
