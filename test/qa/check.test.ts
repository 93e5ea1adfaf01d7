import { beforeAll, describe, expect, it } from 'vitest';
import { compareTexts } from '../../src/qa/check.ts';
import { loadIcuChecker, type IcuChecker } from '../../src/qa/icu.ts';

let icu: IcuChecker;
beforeAll(async () => {
  icu = await loadIcuChecker();
});

/** What differs, as `check: detail` lines. */
function differences(base: string, translation: string): string[] {
  return compareTexts(base, translation, icu).map((d) => `${d.check}: ${d.detail}`);
}

/**
 * Strings as apps ship them, in each placeholder style, with a faithful translation (no finding)
 * and a broken one (the finding a reviewer should see).
 */
const CASES: ReadonlyArray<{
  style: string;
  base: string;
  good: string;
  bad: string;
  finding?: string;
  findings?: readonly string[];
}> = [
  {
    style: 'Android positional printf',
    base: '%1$s sent you %2$d photos',
    good: '%2$d Fotos von %1$s',
    bad: '%1$s hat dir Fotos gesendet',
    finding: 'placeholders: printf: missing %2$d',
  },
  {
    style: 'C printf with precision and a literal %%',
    base: 'Battery at %.1f%% (%d min left)',
    good: 'Batterie bei %.1f%% (noch %d Min.)',
    bad: 'Batterie bei %.0f%% (noch %d Min.)',
    finding: 'placeholders: printf: missing %.1f; not in the base %.0f',
  },
  {
    style: 'iOS %@',
    base: 'Delete “%@”?',
    good: '« %@ » supprimer ?',
    bad: 'Supprimer ?',
    finding: 'placeholders: printf: missing %@',
  },
  {
    style: 'printf order swapped without positions',
    base: 'Page %d of %s',
    good: 'Seite %d von %s',
    bad: 'Seite %s von %d',
    finding: 'placeholders: printf: missing %d %s; not in the base %s %d',
  },
  {
    style: '{name} (i18next single braces, .NET, Python format)',
    base: 'Hello {name}, you have {count} new messages',
    good: 'Bonjour {name}, vous avez {count} nouveaux messages',
    bad: 'Bonjour {nom}, vous avez {count} nouveaux messages',
    finding: 'placeholders: {name}: missing {name}; not in the base {nom}',
  },
  {
    style: '{0} (.NET, Java MessageFormat)',
    base: 'Uploaded {0} of {1} files',
    good: '{0} von {1} Dateien hochgeladen',
    bad: '{0} Dateien hochgeladen',
    finding: 'placeholders: {name}: missing {1}',
  },
  {
    style: '{{name}} (Angular, Handlebars, i18next)',
    base: 'Welcome back, {{ user.firstName }}!',
    good: 'Willkommen zurück, {{user.firstName}}!',
    bad: 'Willkommen zurück, {user.firstName}!',
    findings: [
      // Single braces are a placeholder of their own kind, so this is two findings in one.
      'placeholders: {name}: not in the base {user.firstName}',
      'placeholders: {{name}}: missing {{ user.firstName }}',
    ],
  },
  {
    style: 'HTML tags',
    base: 'By signing up you accept the <a href="/terms">Terms</a>.',
    good: 'Mit der Anmeldung akzeptierst du die <a href="/agb">AGB</a>.',
    bad: 'Mit der Anmeldung akzeptierst du die <a href="/agb">AGB.',
    finding: 'tags: missing </a>',
  },
  {
    style: 'trailing space before a value',
    base: 'Name: ',
    good: 'Nom : ',
    bad: 'Nom :',
    finding: 'whitespace: trailing space: 1 space in the base, none in the translation',
  },
  {
    style: 'line breaks written as \\n (Android, iOS)',
    base: 'Update available.\\nRestart now?',
    good: 'Mise à jour disponible.\\nRedémarrer maintenant ?',
    bad: 'Mise à jour disponible. Redémarrer maintenant ?',
    finding: 'whitespace: line breaks: 1 in the base, 0 in the translation',
  },
];

describe('compareTexts', () => {
  it.each(CASES)('$style: a faithful translation passes', ({ base, good }) => {
    expect(differences(base, good)).toEqual([]);
  });

  it.each(CASES)('$style: a broken translation is found', ({ base, bad, finding, findings }) => {
    expect(differences(base, bad)).toEqual(findings ?? [finding]);
  });

  it('takes no percent sign in prose for a placeholder', () => {
    expect(differences('50% off everything', '50 % Rabatt auf alles')).toEqual([]);
    expect(differences('Save 20%', 'Économisez 20 %')).toEqual([]);
    expect(differences('Volume 100%dB', 'Lautstärke 100 dB')).toEqual([]);
  });

  it('lets %s and %1$s stand for the same argument', () => {
    expect(differences('%s and %s', '%2$s und %1$s')).toEqual([]);
  });
});

describe('ICU messages', () => {
  const PLURAL = '{count, plural, one {# file} other {# files}}';

  it('accepts a translation with other plural cases (Polish has few and many)', () => {
    expect(
      differences(
        PLURAL,
        '{count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}',
      ),
    ).toEqual([]);
  });

  it('reports a translation that does not parse, and where', () => {
    expect(differences(PLURAL, '{count, plural, one {# Datei} other {# Dateien}')).toEqual([
      'icu: ICU message does not parse: expect argument closing brace (character 1)',
    ]);
    expect(differences(PLURAL, '{count, plural, one {# Datei}}')).toEqual([
      'icu: ICU message does not parse: missing other clause (character 30)',
    ]);
  });

  it('reports a renamed argument and a changed format', () => {
    expect(differences(PLURAL, '{anzahl, plural, one {# Datei} other {# Dateien}}')).toEqual([
      'icu: ICU arguments missing: count',
      'icu: ICU arguments not in the base: anzahl',
    ]);
    expect(
      differences(
        '{gender, select, female {She} other {They}} paid {amount, number}',
        '{gender, select, female {Elle} other {Iel}} a payé {amount}',
      ),
    ).toEqual(['icu: ICU argument amount is argument, not number']);
  });

  it('finds arguments inside plural and select cases', () => {
    const base =
      '{count, plural, one {{name} liked your photo} other {{name} and # others liked it}}';
    expect(
      differences(base, '{count, plural, one {{user} a aimé} other {{user} et # autres}}'),
    ).toEqual(['icu: ICU arguments missing: name', 'icu: ICU arguments not in the base: user']);
  });

  it('leaves a base text that is no ICU message to the placeholder check', () => {
    // Apostrophes and a lone brace would not parse as ICU, and need not.
    expect(differences("Don't use { in names", "N'utilisez pas { dans les noms")).toEqual([]);
  });
});
