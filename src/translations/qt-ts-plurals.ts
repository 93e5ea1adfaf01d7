/**
 * Qt's numerus forms: how many `<numerusform>`s a message of a language has, and which count
 * takes which. Qt Linguist keeps its own table of rules (qttools,
 * `src/linguist/shared/numerus.cpp`), not CLDR's: German has two forms, Czech three (1, 2–4, the
 * rest), Latvian three in the order 1-like, the rest, 0. The rest of the model names a plural's
 * forms by CLDR's categories (`one`, `few`, `other`), so each of Qt's forms is named by the
 * category most of its counts fall in (Latvian: one, other, zero), through the runtime's
 * `Intl.PluralRules`; a category goes to one form only, the form with more counts in it first.
 */

type Rule = (n: number) => number;

interface Family {
  /** The form Qt picks for the count `n`, from 0. */
  readonly rule: Rule;
  readonly forms: number;
  /** ISO 639 codes of the languages Qt gives these rules. */
  readonly languages: readonly string[];
}

const between = (n: number, low: number, high: number) => n >= low && n <= high;

/** The forms of each rule are tried in order; a count no rule takes is the last form. */
const firstOf =
  (...tests: readonly ((n: number) => boolean)[]): Rule =>
  (n) => {
    const form = tests.findIndex((test) => test(n));
    return form === -1 ? tests.length : form;
  };

/** Qt's table (its language lists by ISO 639 code), in Qt's order: the first family wins. */
const FAMILIES: readonly Family[] = [
  {
    rule: () => 0,
    forms: 1,
    languages: 'bi my zh dz fj gn hu id ja jv ko ms na om fa su tt th bo tr vi yo za'.split(' '),
  },
  {
    rule: firstOf((n) => n === 1),
    forms: 2,
    languages: (
      'ab aa af sq am as ay az ba eu bn bg ca kw co da nl en eo et fo fi fur fy gl ka de el kl ' +
      'gu ha he hi ia ie it kn ks kk km rw ky ku lo la ln lb mg ml mr mn ne nso nb nn oc or ps ' +
      'pt pa qu rm rn sn sd si so st es sw ss sv tg ta te to ts tn tk ug ur uz vo wo xh yi zu'
    ).split(' '),
  },
  { rule: firstOf((n) => n <= 1), forms: 2, languages: ['hy', 'br', 'fr', 'fil', 'ti', 'wa'] },
  {
    rule: firstOf(
      (n) => n % 10 === 1 && n % 100 !== 11,
      (n) => n !== 0,
    ),
    forms: 3,
    languages: ['lv'],
  },
  { rule: firstOf((n) => n % 10 === 1 && n % 100 !== 11), forms: 2, languages: ['is'] },
  {
    rule: firstOf(
      (n) => n === 1,
      (n) => n === 2,
    ),
    forms: 3,
    languages: ['dv', 'iu', 'ik', 'ga', 'gv', 'mi', 'se', 'sm', 'sa'],
  },
  {
    rule: firstOf(
      (n) => n === 1 || n === 11,
      (n) => n === 2 || n === 12,
      (n) => between(n, 3, 19),
    ),
    forms: 4,
    languages: ['gd'],
  },
  {
    rule: firstOf(
      (n) => n === 1,
      (n) => between(n, 2, 4),
    ),
    forms: 3,
    languages: ['sk', 'cs'],
  },
  {
    rule: firstOf(
      (n) => n % 10 === 1,
      (n) => n % 10 === 2,
    ),
    forms: 3,
    languages: ['mk'],
  },
  {
    rule: firstOf(
      (n) => n % 10 === 1 && n % 100 !== 11,
      (n) => n % 10 !== 0 && !between(n % 100, 10, 19),
    ),
    forms: 3,
    languages: ['lt'],
  },
  {
    rule: firstOf(
      (n) => n % 10 === 1 && n % 100 !== 11,
      (n) => between(n % 10, 2, 4) && !between(n % 100, 10, 19),
    ),
    forms: 3,
    languages: ['bs', 'be', 'hr', 'ru', 'sr', 'uk'],
  },
  {
    rule: firstOf(
      (n) => n === 1,
      (n) => between(n % 10, 2, 4) && !between(n % 100, 10, 19),
    ),
    forms: 3,
    languages: ['pl'],
  },
  {
    rule: firstOf(
      (n) => n === 1,
      (n) => n === 0 || between(n % 100, 1, 19),
    ),
    forms: 3,
    languages: ['ro'],
  },
  {
    rule: firstOf(
      (n) => n % 100 === 1,
      (n) => n % 100 === 2,
      (n) => between(n % 100, 3, 4),
    ),
    forms: 4,
    languages: ['sl'],
  },
  {
    rule: firstOf(
      (n) => n === 1,
      (n) => n === 0 || between(n % 100, 1, 10),
      (n) => between(n % 100, 11, 19),
    ),
    forms: 4,
    languages: ['mt'],
  },
  {
    rule: firstOf(
      (n) => n === 0,
      (n) => n === 1,
      (n) => between(n, 2, 5),
      (n) => n === 6,
    ),
    forms: 5,
    languages: ['cy'],
  },
  {
    rule: firstOf(
      (n) => n === 0,
      (n) => n === 1,
      (n) => n === 2,
      (n) => between(n % 100, 3, 10),
      (n) => n % 100 >= 11,
    ),
    forms: 6,
    languages: ['ar'],
  },
];

/** Older codes Qt's locale database reads as the current ones. */
const ALIASES: Readonly<Record<string, string>> = { no: 'nb', iw: 'he', in: 'id', tl: 'fil' };

/** The family of a `<TS language>` (`de`, `pt_BR`, `sr@latin`); undefined for one Qt lacks. */
function familyOf(language: string): Family | undefined {
  const [code = '', region = ''] = language.split('@')[0]?.split(/[-_]/) ?? [];
  const primary = ALIASES[code.toLowerCase()] ?? code.toLowerCase();
  // Qt gives Brazilian Portuguese French rules (0 and 1 singular), Portugal's the English ones.
  if (primary === 'pt' && region.toUpperCase() === 'BR') return FAMILIES[2];
  return FAMILIES.find((family) => family.languages.includes(primary));
}

/** Counts both Qt and CLDR classify: 0–1000, and the millions French's `many` is about. */
const SAMPLES: readonly number[] = [
  ...Array.from({ length: 1001 }, (_, n) => n),
  ...[1e4, 1e5, 1e6, 2e6, 1e7, 1e9],
];

const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

const named = new Map<string, readonly string[] | undefined>();

/**
 * The CLDR category naming each of Qt's forms of `language`, in Qt's order; undefined when Qt or
 * the runtime does not know the language, or two of Qt's forms would take one name (Macedonian:
 * Qt has three forms, CLDR two categories).
 */
export function qtFormNames(language: string): readonly string[] | undefined {
  if (!named.has(language)) named.set(language, formNames(language));
  return named.get(language);
}

function formNames(language: string): readonly string[] | undefined {
  const family = familyOf(language);
  const tag = language.split('@')[0]?.replaceAll('_', '-') ?? '';
  let cldr: Intl.PluralRules;
  try {
    if (family === undefined || Intl.PluralRules.supportedLocalesOf([tag]).length === 0) {
      return undefined;
    }
    cldr = new Intl.PluralRules(tag);
  } catch {
    return undefined;
  }
  // How many of each form's counts fall in each category, the largest shares first.
  const tally = new Map<string, number>();
  for (const n of SAMPLES) {
    const pair = `${family.rule(n)} ${cldr.select(n)}`;
    tally.set(pair, (tally.get(pair) ?? 0) + 1);
  }
  const pairs = [...tally]
    .map(([pair, count]) => {
      const [form = '', category = ''] = pair.split(' ');
      return { form: Number(form), category, count };
    })
    .sort(
      (a, b) =>
        b.count - a.count ||
        a.form - b.form ||
        CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category),
    );
  const names: string[] = [];
  for (const { form, category } of pairs) {
    if (names[form] === undefined && !names.includes(category)) names[form] = category;
  }
  const complete = Array.from({ length: family.forms }, (_, form) => names[form]);
  return complete.every((name) => name !== undefined) ? (complete as string[]) : undefined;
}
