import { readFileSync } from 'node:fs';
import { git } from '../support/git-fixture.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * A Django project's English catalogue leaves every msgstr empty: the msgid is the English text.
 * Uploaded as it is, the service's base texts would all be empty. django-allauth's real
 * catalogues (test/fixtures/SOURCE.md) go up, and the service's English is the msgids.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/gettext/${name}`, import.meta.url), 'utf8');
const INACTIVE = 'This account is currently inactive.';

describe('a base-language gettext catalogue whose msgstrs are empty', () => {
  it.for(['1.0.9.3', '1.0.9.2'] as const)(
    'goes up with its msgids as the base texts (%s), the translations beside them',
    async (revision, { startScenario }) => {
      const s = await startScenario({
        revision,
        files: {
          'locale/en/LC_MESSAGES/django.po': fixture('en.po'),
          'locale/de/LC_MESSAGES/django.po': fixture('de.po'),
        },
        languages: ['de'],
        inputs: { mode: 'push', files: 'locale/%LANG_ISO%/LC_MESSAGES/django.po' },
      });
      const run = await s.run();
      expect(run.code, run.stdout).toBe(0);
      const strings = await s.service.string.list({ id: s.projectId, langs: ['en', 'de'] });
      const text = (language: string) =>
        (strings[language] ?? []).find((item) => item.key === INACTIVE)?.translation;
      expect(text('en')).toBe(INACTIVE);
      expect(text('de')).toBe('Dieses Konto ist derzeit inaktiv.');
      const emptyEnglish = (strings['en'] ?? []).filter((item) => item.translation === '');
      expect(emptyEnglish.map((item) => item.key)).toEqual([]);
    },
  );
});

describe('a gettext template as the source of a file group', () => {
  it('goes up as the base language, and a pull writes a new language’s catalogue beside the others (1.0.9.3)', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: {
        // django-allauth's English catalogue is a template in all but name: every msgstr empty.
        'locale/django.pot': fixture('en.po'),
        'locale/de/LC_MESSAGES/django.po': fixture('de.po'),
      },
      languages: ['de', 'pt_BR'],
      inputs: {
        mode: 'sync',
        'pull-target': 'branch',
        files:
          '- source: locale/django.pot\n  translation: locale/%LOCALE_WITH_UNDERSCORE%/LC_MESSAGES/django.po\n',
      },
    });
    const first = await s.run();
    expect(first.code, first.stdout).toBe(0);
    const strings = await s.service.string.list({ id: s.projectId, langs: ['en', 'de'] });
    const text = (language: string) =>
      (strings[language] ?? []).find((item) => item.key === INACTIVE)?.translation;
    expect(text('en')).toBe(INACTIVE);
    expect(text('de')).toBe('Dieses Konto ist derzeit inaktiv.');

    await s.service.string.set({
      id: s.projectId,
      data: [{ key: INACTIVE, translations: { pt_BR: 'Esta conta está inativa.' } }],
    });
    const second = await s.run({ mode: 'pull' });
    expect(second.code, second.stdout).toBe(0);
    const changed = git(s.fixture.origin, 'diff', '--name-only', 'main...l10n-sync/main');
    // (de.po changes too: two msgids it has with and without a msgctxt are one key on the
    // emulator, which exports one of them; RELIABILITY.md, "Found and not fixed".)
    expect(changed.split('\n')).toContain('locale/pt_BR/LC_MESSAGES/django.po');
    expect(
      git(s.fixture.origin, 'show', 'l10n-sync/main:locale/pt_BR/LC_MESSAGES/django.po'),
    ).toContain(`msgid "${INACTIVE}"\nmsgstr "Esta conta está inativa."`);
  });
});

describe('a file group marked template: true', () => {
  it('goes up with each key as its own base text where the template leaves it empty', async ({
    startScenario,
  }) => {
    // Keys that are the English texts, as gettext-style JSON catalogues write them.
    const s = await startScenario({
      files: {
        'locales/template.json': '{\n  "Sign in": "",\n  "Sign out": ""\n}\n',
        'locales/de.json': '{\n  "Sign in": "Anmelden"\n}\n',
      },
      languages: ['de'],
      inputs: {
        mode: 'push',
        files:
          '- source: locales/template.json\n  translation: locales/%LANG_ISO%.json\n  template: true\n',
      },
    });
    const run = await s.run();
    expect(run.code, run.stdout).toBe(0);
    const strings = await s.service.string.list({ id: s.projectId, langs: ['en', 'de'] });
    const english = new Map((strings['en'] ?? []).map((item) => [item.key, item.translation]));
    expect(Object.fromEntries(english)).toEqual({ 'Sign in': 'Sign in', 'Sign out': 'Sign out' });
    expect((strings['de'] ?? []).find((item) => item.key === 'Sign in')?.translation).toBe(
      'Anmelden',
    );
  });
});
