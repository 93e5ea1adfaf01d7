import type { LanguageMap } from '../common/language-map.ts';

/**
 * How a language is spelled in a path, by each placeholder a `files` pattern may use, from the
 * service's code (`pt_BR`, `zh_Hans`, `es_419`, `sr@latin`):
 *
 * | placeholder                | `pt_BR`       | `zh_Hans`       | `es_419`       | `de`       |
 * | -------------------------- | ------------- | --------------- | -------------- | ---------- |
 * | `%LANG_ISO%`               | `pt_BR`       | `zh_Hans`       | `es_419`       | `de`       |
 * | `%LOCALE%`                 | `pt-BR`       | `zh-Hans`       | `es-419`       | `de`       |
 * | `%LOCALE_WITH_UNDERSCORE%` | `pt_BR`       | `zh_Hans`       | `es_419`       | `de`       |
 * | `%TWO_LETTERS_CODE%`       | `pt`          | `zh`            | `es`           | `de`       |
 * | `%ANDROID_CODE%`           | `pt-rBR`      | `b+zh+Hans`     | `b+es+419`     | `de`       |
 * | `%OSX_LOCALE%`             | `pt-BR`       | `zh-Hans`       | `es-419`       | `de`       |
 * | `%OSX_CODE%`               | `pt-BR.lproj` | `zh-Hans.lproj` | `es-419.lproj` | `de.lproj` |
 *
 * Android's legacy qualifier (`values-pt-rBR`) can say only a language and a two-letter region;
 * anything else takes its BCP 47 form (`values-b+zh+Hans`). Apple names Chinese by script, so
 * `zh_CN` and `zh_TW` are `zh-Hans` and `zh-Hant` there.
 */

export const LANGUAGE_PLACEHOLDERS = [
  '%LANG_ISO%',
  '%LOCALE%',
  '%LOCALE_WITH_UNDERSCORE%',
  '%TWO_LETTERS_CODE%',
  '%ANDROID_CODE%',
  '%OSX_CODE%',
  '%OSX_LOCALE%',
] as const;

export type LanguagePlaceholder = (typeof LANGUAGE_PLACEHOLDERS)[number];

/** A language code taken apart: `sr_Latn_RS@ijekavian` is sr, Latn, RS, ijekavian. */
interface CodeParts {
  readonly language: string;
  readonly script: string | undefined;
  readonly region: string | undefined;
  readonly variant: string | undefined;
}

function partsOf(code: string): CodeParts {
  const [main = '', variant] = code.split('@', 2);
  const [language = '', ...rest] = main.split(/[-_]/);
  const script = rest.find((part) => /^[A-Za-z]{4}$/.test(part));
  const region = rest.find((part) => /^([A-Za-z]{2}|\d{3})$/.test(part));
  return {
    language: language.toLowerCase(),
    script: script && script[0]?.toUpperCase() + script.slice(1).toLowerCase(),
    region: region?.toUpperCase(),
    variant,
  };
}

/** Apple's script-named Chinese. */
const APPLE_LOCALES: Readonly<Record<string, string>> = {
  'zh-CN': 'zh-Hans',
  'zh-SG': 'zh-Hans',
  'zh-TW': 'zh-Hant',
};

/** Apple's script-named Chinese back to the region codes services use for it. */
const APPLE_CODES: Readonly<Record<string, string>> = { 'zh-Hans': 'zh_CN', 'zh-Hant': 'zh_TW' };

/** `code` (the service's) as `placeholder` spells it. */
export function spell(placeholder: LanguagePlaceholder, code: string): string {
  if (placeholder === '%LANG_ISO%') return code;
  const { language, script, region, variant } = partsOf(code);
  const joined = (separator: string) =>
    [language, script, region].filter(Boolean).join(separator) + (variant ? `@${variant}` : '');
  switch (placeholder) {
    case '%LOCALE%':
      return joined('-');
    case '%LOCALE_WITH_UNDERSCORE%':
      return joined('_');
    case '%TWO_LETTERS_CODE%':
      return language;
    case '%ANDROID_CODE%':
      if (script === undefined && variant === undefined && !/^\d/.test(region ?? '')) {
        return region === undefined ? language : `${language}-r${region}`;
      }
      return ['b', language, script, region].filter(Boolean).join('+');
    case '%OSX_LOCALE%': {
      const locale = joined('-');
      return APPLE_LOCALES[locale] ?? locale;
    }
    case '%OSX_CODE%':
      return `${spell('%OSX_LOCALE%', code)}.lproj`;
  }
}

/**
 * The service's code a placeholder's spelling stands for, the inverse of `spell` for the
 * service's usual underscore codes (`pt-rBR`, `b+zh+Hans`, `pt-BR.lproj` give `pt_BR`,
 * `zh_Hans`, `pt_BR`; Apple's `zh-Hans.lproj` is `zh_CN`, as `spell` writes it). A project whose
 * codes are spelled otherwise names them in language-map.
 */
export function unspell(placeholder: LanguagePlaceholder, spelling: string): string {
  switch (placeholder) {
    case '%LANG_ISO%':
    case '%LOCALE_WITH_UNDERSCORE%':
    case '%TWO_LETTERS_CODE%':
      return spelling;
    case '%LOCALE%':
      return spelling.replaceAll('-', '_');
    case '%OSX_LOCALE%':
      return APPLE_CODES[spelling] ?? spelling.replaceAll('-', '_');
    case '%OSX_CODE%':
      return unspell('%OSX_LOCALE%', spelling.replace(/\.lproj$/, ''));
    case '%ANDROID_CODE%':
      if (spelling.startsWith('b+')) return spelling.slice(2).split('+').join('_');
      return spelling.replace(/-r([A-Z]{2})$/, '_$1');
  }
}

/**
 * `code` as `slot` spells it, unless a language-map pair names its spelling (for every slot; a
 * pair names an Apple folder with or without its `.lproj`: `zh-Hant-TW=zh_TW`).
 */
export function spellWith(map: LanguageMap, slot: LanguagePlaceholder, code: string): string {
  const local = map.toLocal(code);
  if (local === code) return spell(slot, code);
  return slot === '%OSX_CODE%' && !local.endsWith(LPROJ) ? `${local}${LPROJ}` : local;
}

const LPROJ = '.lproj';

/**
 * The one service code that the spellings at `slots` stand for (a language-map pair first, else
 * `unspell`); undefined when they stand for different languages.
 */
export function codeSpelled(
  map: LanguageMap,
  slots: readonly LanguagePlaceholder[],
  spellings: readonly string[],
): string | undefined {
  const codes = new Set(
    slots.map((slot, at) => {
      const spelling = spellings[at] ?? '';
      const mapped = map.toService(spelling);
      if (mapped !== spelling) return mapped;
      if (slot === '%OSX_CODE%' && spelling.endsWith(LPROJ)) {
        const folder = spelling.slice(0, -LPROJ.length);
        const named = map.toService(folder);
        if (named !== folder) return named;
      }
      return unspell(slot, spelling);
    }),
  );
  const [code] = codes;
  return codes.size === 1 ? code : undefined;
}
