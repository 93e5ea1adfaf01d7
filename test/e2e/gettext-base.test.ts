import { readFileSync } from 'node:fs';
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
