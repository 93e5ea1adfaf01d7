import { execFileSync } from 'node:child_process';
import { git } from '../support/git-fixture.ts';
import { expectIdleRun } from '../support/idle-run.ts';
import { importedNames } from '../support/scenario.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * An iOS app keeps its plurals in `Localizable.stringsdict` beside `Localizable.strings`, in each
 * language's `<code>.lproj/`. A file group for each format takes its tables: each goes up as its
 * own file, the plurals as the service documents holding them (the entry's name holding
 * its format string, `name::variable` its forms), and a pull exports each format by source and
 * writes a translator's change to one form into the right table, that `<string>` line alone.
 */

const FILES = [
  '- source: App/en.lproj/*.strings',
  '  translation: App/%OSX_CODE%/%ORIGINAL_FILE_NAME%',
  '- source: App/en.lproj/*.stringsdict',
  '  translation: App/%OSX_CODE%/%ORIGINAL_FILE_NAME%',
  '',
].join('\n');
const BRANCH = 'l10n-sync/main';
const HEADER = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
  '<plist version="1.0">',
  '<dict>',
];

/** A table of one entry, `inbox.count`, whose variable `messages` has the forms given. */
function table(format: string, forms: Readonly<Record<string, string>>, comment = ''): string {
  return [
    ...HEADER,
    ...(comment === '' ? [] : [`\t<!-- ${comment} -->`]),
    '\t<key>inbox.count</key>',
    '\t<dict>',
    '\t\t<key>NSStringLocalizedFormatKey</key>',
    `\t\t<string>${format}</string>`,
    '\t\t<key>messages</key>',
    '\t\t<dict>',
    '\t\t\t<key>NSStringFormatSpecTypeKey</key>',
    '\t\t\t<string>NSStringPluralRuleType</string>',
    '\t\t\t<key>NSStringFormatValueTypeKey</key>',
    '\t\t\t<string>lu</string>',
    ...Object.entries(forms).flatMap(([form, text]) => [
      `\t\t\t<key>${form}</key>`,
      `\t\t\t<string>${text}</string>`,
    ]),
    '\t\t</dict>',
    '\t</dict>',
    '</dict>',
    '</plist>',
    '',
  ].join('\n');
}

const REPOSITORY: Readonly<Record<string, string>> = {
  'App/en.lproj/Localizable.strings': '"inbox.title" = "Inbox";\n"inbox.empty" = "No mail";\n',
  'App/de.lproj/Localizable.strings':
    '"inbox.title" = "Posteingang";\n"inbox.empty" = "Keine Post";\n',
  'App/ru.lproj/Localizable.strings': '"inbox.title" = "Входящие";\n"inbox.empty" = "Нет почты";\n',
  'App/en.lproj/Localizable.stringsdict': table('%#@messages@', {
    one: '%lu message',
    other: '%lu messages',
  }),
  'App/de.lproj/Localizable.stringsdict': table(
    '%#@messages@',
    { one: '%lu Nachricht', other: '%lu Nachrichten &amp; Entwürfe' },
    'Posteingang',
  ),
  'App/ru.lproj/Localizable.stringsdict': table('%#@messages@ во входящих', {
    one: '%lu письмо',
    few: '%lu письма',
    many: '%lu писем',
    other: '%lu письма',
  }),
};

describe('an iOS app with plurals in Localizable.stringsdict beside Localizable.strings', () => {
  // 1.0.9.2 neither imports nor exports `.stringsdict`: there it goes by key both ways, its keys
  // made by string/set under the names the service gives them on import (two keys an entry).
  it.for(['1.0.9.3', '1.0.9.2'] as const)(
    'a first sync puts both tables on the service; a translator’s change to one form is pulled into that line of the right table; a second run does nothing (%s)',
    async (revision, { startScenario }) => {
      const s = await startScenario({
        revision,
        files: REPOSITORY,
        languages: ['de', 'ru'],
        inputs: { mode: 'sync', files: FILES, 'pull-target': 'branch' },
      });
      const first = await s.run();
      expect(first.code, first.stdout).toBe(0);
      expect(importedNames(s.calls('project/import')).sort()).toEqual(
        revision === '1.0.9.3'
          ? ['App/en.lproj/Localizable.strings', 'App/en.lproj/Localizable.stringsdict']
          : ['Localizable.strings'],
      );
      // The entry is two keys: its format string, and its variable's forms as one plural key.
      const strings = await s.service.string.list({ id: s.projectId, langs: ['en', 'de', 'ru'] });
      const held = (code: string) =>
        new Map((strings[code] ?? []).map((item) => [item.key, item.translation]));
      expect(held('ru').get('inbox.count')).toBe('%#@messages@ во входящих');
      expect(JSON.parse(held('ru').get('inbox.count::messages') ?? '')).toEqual({
        one: '%lu письмо',
        few: '%lu письма',
        many: '%lu писем',
        other: '%lu письма',
      });
      expect(JSON.parse(held('de').get('inbox.count::messages') ?? '')).toEqual({
        one: '%lu Nachricht',
        other: '%lu Nachrichten & Entwürfe',
      });
      // The service has what the repository has: nothing to propose.
      expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
        'refs/heads/main',
      );

      // A translator rewords the Russian `few` form on the service; French joins, with its format
      // string and one form of two translated.
      await s.service.language.add({ id: s.projectId, iso: ['fr'] });
      await s.service.string.set({
        id: s.projectId,
        data: [
          {
            key: 'inbox.count::messages',
            translations: {
              ru: {
                one: '%lu письмо',
                few: '%lu новых письма',
                many: '%lu писем',
                other: '%lu письма',
              },
              fr: { one: '%lu message', other: '' },
            },
          },
          { key: 'inbox.count', translations: { fr: '%#@messages@ reçus' } },
        ],
      });
      const pull = await s.run({ mode: 'pull' });
      expect(pull.code, pull.stdout).toBe(0);
      expect(s.calls('project/export').map((call) => call.params['type'])).toEqual(
        revision === '1.0.9.3'
          ? expect.arrayContaining(['strings', 'stringsdict'])
          : expect.not.arrayContaining(['stringsdict']),
      );
      const changed = git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`).split('\n');
      expect(changed.sort()).toEqual([
        '1\t1\tApp/ru.lproj/Localizable.stringsdict',
        expect.stringMatching(/^\d+\t0\tApp\/fr\.lproj\/Localizable\.stringsdict$/),
      ]);
      const shown = (path: string) =>
        execFileSync('git', ['show', `${BRANCH}:${path}`], {
          cwd: s.fixture.origin,
          encoding: 'utf8',
        });
      // That `<string>` line alone: the header, the value type `lu` and the layout as they were.
      expect(shown('App/ru.lproj/Localizable.stringsdict')).toBe(
        (REPOSITORY['App/ru.lproj/Localizable.stringsdict'] ?? '').replace(
          '<string>%lu письма</string>',
          '<string>%lu новых письма</string>',
        ),
      );
      // The new language's table holds its translated texts only: no empty `other` (Apple would
      // show it as it is), and no Localizable.strings of nothing but empty texts.
      const french = shown('App/fr.lproj/Localizable.stringsdict');
      expect(french).toContain('<string>%#@messages@ reçus</string>');
      expect(french).toMatch(/<key>one<\/key>\s*<string>%lu message<\/string>\s*<\/dict>/);
      expect(french).not.toContain('<key>other</key>');

      await expectIdleRun(s);
    },
  );
});
