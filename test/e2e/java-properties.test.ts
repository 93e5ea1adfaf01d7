import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { git } from '../support/git-fixture.ts';
import { importedNames } from '../support/scenario.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * A Java resource bundle keeps the base language's texts in `messages.properties`, with no
 * language code, and each translation beside it as `messages_<locale>.properties`, the locale
 * with an underscore (`messages_pt_BR`). Spring PetClinic's real files (test/fixtures/SOURCE.md:
 * UTF-8, no escapes, and a `messages_en.properties` holding only a comment) go up as one file on
 * the service, and a pull writes each language into its own file, `pt_BR` spelled as Java does.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/java/${name}.properties`, import.meta.url), 'utf8');
const DIR = 'src/main/resources/messages';
const FILES = `- source: ${DIR}/messages.properties\n  translation: ${DIR}/messages_%LOCALE_WITH_UNDERSCORE%.properties\n`;
const BRANCH = 'l10n-sync/main';
/** The languages PetClinic translates into, as the service names them. */
const LANGUAGES = ['de', 'es', 'fa', 'ko', 'pt', 'ru', 'tr'];

/**
 * The pairs of a PetClinic file, as Java reads them: one `key=value` a line, no escapes or
 * continuation lines (checked), so the value is the rest of the line, trailing spaces included.
 */
function pairs(text: string): Array<[string, string]> {
  expect(text).not.toContain('\\');
  return text
    .split('\n')
    .filter((line) => line !== '' && !/^[#!]/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
}

/** A file on a branch of origin, byte for byte (the `git` helper trims the final newline). */
function shown(origin: string, ref: string, path: string): string {
  return execFileSync('git', ['show', `${ref}:${path}`], { cwd: origin, encoding: 'utf8' });
}

describe('a Java resource bundle: a file group with its base file messages.properties', () => {
  it.for(['1.0.9.3', '1.0.9.2'] as const)(
    'a first sync puts every language on the base file’s keys; a pull writes each language’s file, pt_BR as Java spells it; a second run does nothing (%s)',
    async (revision, { startScenario }) => {
      const names = ['messages', ...['en', ...LANGUAGES].map((code) => `messages_${code}`)];
      const s = await startScenario({
        revision,
        files: Object.fromEntries(
          names.map((name) => [`${DIR}/${name}.properties`, fixture(name)]),
        ),
        languages: LANGUAGES,
        inputs: { mode: 'sync', files: FILES, 'pull-target': 'branch' },
      });
      const first = await s.run();
      expect(first.code, first.stdout).toBe(0);
      // Every translation under the source's name: one file on the service, its keys once.
      // messages_en.properties is the translation pattern's base-language file: the group's source
      // holds the base texts, so it stays out (as its own file it would copy the base keys).
      // (1.0.9.2 has no filename parameter: the uploaded file's own name is the source's.)
      const source = revision === '1.0.9.3' ? `${DIR}/messages.properties` : 'messages.properties';
      expect(importedNames(s.calls('project/import'))).toEqual([source]);
      expect(first.stdout).toContain(
        `Not uploaded: ${DIR}/messages_en.properties: it is its group's file of the base language, whose texts are the source's (${DIR}/messages.properties)`,
      );
      const base = pairs(fixture('messages'));
      expect(base).toHaveLength(51);
      const strings = await s.service.string.list({ id: s.projectId, langs: ['en', ...LANGUAGES] });
      const held = (code: string) =>
        (strings[code] ?? []).map((item): [string, string] => [item.key, item.translation]);
      // The base texts as the file has them, none blanked by messages_en, `new=New ` with its space.
      expect(new Map(held('en'))).toEqual(new Map(base));
      expect(held('en')).toHaveLength(base.length);
      expect(new Map(held('en')).get('new')).toBe('New ');
      for (const code of LANGUAGES) {
        const translated = pairs(fixture(`messages_${code}`));
        expect(translated.map(([key]) => key)).toEqual(base.map(([key]) => key));
        // On the base file's keys, each once, every text as the repository's file has it.
        expect(held(code), code).toHaveLength(base.length);
        expect(new Map(held(code)), code).toEqual(new Map(translated));
      }
      // The service has what the repository has: nothing to propose.
      expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
        'refs/heads/main',
      );

      // Brazilian Portuguese joins beside PetClinic's Portuguese, with two texts translated; a
      // German text changes, and another gets a text with the `:` Java's separators use.
      await s.service.language.add({ id: s.projectId, iso: ['pt_BR'] });
      await s.service.string.set({
        id: s.projectId,
        data: [
          {
            key: 'vets',
            translations: { de: 'Tierärztinnen und Tierärzte', pt_BR: 'Veterinários' },
          },
          { key: 'layoutTitle', translations: { de: 'PetClinic :: eine Spring-Framework-Demo' } },
          { key: 'welcome', translations: { pt_BR: 'Bem-vindo à clínica' } },
        ],
      });
      const second = await s.run({ mode: 'pull' });
      expect(second.code, second.stdout).toBe(0);
      expect(
        git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`).split('\n').sort(),
      ).toEqual([`2\t0\t${DIR}/messages_pt_BR.properties`, `2\t2\t${DIR}/messages_de.properties`]);
      // The German file as it was but for the two lines, in its own UTF-8, unescaped.
      expect(shown(s.fixture.origin, BRANCH, `${DIR}/messages_de.properties`)).toBe(
        fixture('messages_de')
          .replace('vets=Tierärzte\n', 'vets=Tierärztinnen und Tierärzte\n')
          .replace(
            'layoutTitle=PetClinic :: eine Demonstration des Spring Frameworks\n',
            'layoutTitle=PetClinic :: eine Spring-Framework-Demo\n',
          ),
      );
      // A new file holds the translated texts only, in the base file's order: an empty
      // `required=` would hide messages_pt.properties' and messages.properties' texts from Java.
      expect(shown(s.fixture.origin, BRANCH, `${DIR}/messages_pt_BR.properties`)).toBe(
        'welcome=Bem-vindo à clínica\nvets=Veterinários\n',
      );

      const branchHead = git(s.fixture.origin, 'rev-parse', BRANCH);
      const syncRef = s.syncRef();
      const from = s.emulator.calls.length;
      const third = await s.run({ mode: 'sync' });
      expect(third.code, third.stdout).toBe(0);
      expect(s.calls('project/import', from)).toEqual([]);
      expect(git(s.fixture.origin, 'rev-parse', BRANCH)).toBe(branchHead);
      expect(s.syncRef()).toBe(syncRef);
      expect(third.stdout).toContain('already has these translations: nothing pushed');
    },
  );
});
