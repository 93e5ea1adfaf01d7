import { readFileSync } from 'node:fs';
import { git } from '../support/git-fixture.ts';
import { expectIdleRun } from '../support/idle-run.ts';
import { uploaded } from '../support/scenario.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * A Rails application's locale files put their keys under the language (`en:`, `pt-BR:`); the
 * service keeps them without it. Devise's real translations (test/fixtures/SOURCE.md) go up, a
 * translator changes one text on the service, and the pull changes exactly that line, keeping the
 * repository's root and the rest of the file.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/rails/${name}`, import.meta.url), 'utf8');
const EN = fixture('en.yml');
const PT_BR = fixture('pt-BR.yml');
const BRANCH = 'l10n-sync/main';

describe('Rails locale files with their language as the root key', () => {
  it.for(['1.0.9.3', '1.0.9.2'] as const)(
    'sync, then a text changed on the service is one changed line under the same root (%s)',
    async (revision, { startScenario }) => {
      const s = await startScenario({
        revision,
        files: { 'config/locales/en.yml': EN, 'config/locales/pt-BR.yml': PT_BR },
        languages: ['pt_BR'],
        inputs: {
          mode: 'sync',
          files: 'config/locales/%LANG_ISO%.yml',
          'language-map': 'pt-BR=pt_BR',
          'pull-target': 'branch',
        },
      });
      const first = await s.run();
      expect(first.code, first.stdout).toBe(0);
      // The service holds the keys without the root, with the repository's translations.
      const strings = await s.service.string.list({ id: s.projectId, langs: ['pt_BR'] });
      const locked = (strings['pt_BR'] ?? []).find(
        (item) => item.key === 'devise::failure::locked',
      );
      expect(locked?.translation).toBe('A sua conta está bloqueada.');

      await s.service.string.set({
        id: s.projectId,
        data: [
          { key: 'devise::failure::locked', translations: { pt_BR: 'Sua conta está bloqueada.' } },
        ],
      });
      const second = await s.run({ mode: 'pull' });
      expect(second.code, second.stdout).toBe(0);
      const pulled = git(s.fixture.origin, 'show', `${BRANCH}:config/locales/pt-BR.yml`);
      expect(pulled.startsWith('pt-BR:\n')).toBe(true);
      expect(git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`)).toBe(
        '1\t1\tconfig/locales/pt-BR.yml',
      );
      expect(pulled).toContain('      locked: Sua conta está bloqueada.\n');
      await expectIdleRun(s);
    },
  );

  it('two files per language: a pull by source puts each file’s change in that file alone (1.0.9.3)', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: {
        'config/locales/en.yml': fixture('kaminari.en.yml'),
        'config/locales/pt-BR.yml': fixture('kaminari.pt-BR.yml'),
        'config/locales/devise.en.yml': EN,
        'config/locales/devise.pt-BR.yml': PT_BR,
      },
      languages: ['pt_BR', 'zh_TW'],
      inputs: {
        mode: 'sync',
        files: 'config/locales/%LANG_ISO%.yml\nconfig/locales/devise.%LANG_ISO%.yml',
        'language-map': 'pt-BR=pt_BR,zh-TW=zh_TW',
        'pull-target': 'branch',
      },
    });
    const first = await s.run();
    expect(first.code, first.stdout).toBe(0);

    await s.service.string.set({
      id: s.projectId,
      data: [
        { key: 'devise::failure::locked', translations: { pt_BR: 'Sua conta está bloqueada.' } },
        {
          key: 'views::pagination::next',
          translations: { pt_BR: 'Seguinte &rsaquo;', zh_TW: '下一頁 &rsaquo;' },
        },
      ],
    });
    const from = s.emulator.calls.length;
    const second = await s.run({ mode: 'pull' });
    expect(second.code, second.stdout).toBe(0);
    // One export, each source's keys asked for in a file of their own, in a folder per language.
    expect(s.calls('project/export', from).map((call) => call.params)).toEqual([
      expect.objectContaining({
        use_original: '1',
        directory_prefix: '%LANG_ISO%/',
        filter_filenames: JSON.stringify(['config/locales/en.yml', 'config/locales/devise.en.yml']),
        // The base files have their keys under en:, so the bundle has the root too.
        yaml_include_root: '1',
      }),
    ]);
    expect(
      git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`).split('\n').sort(),
    ).toEqual([
      '1\t1\tconfig/locales/devise.pt-BR.yml',
      '1\t1\tconfig/locales/pt-BR.yml',
      '4\t0\tconfig/locales/zh-TW.yml',
    ]);
    // A language the repository had no file of: under its root as Rails spells it.
    expect(git(s.fixture.origin, 'show', `${BRANCH}:config/locales/zh-TW.yml`)).toBe(
      'zh-TW:\n  views:\n    pagination:\n      next: 下一頁 &rsaquo;',
    );
    const devise = git(s.fixture.origin, 'show', `${BRANCH}:config/locales/devise.pt-BR.yml`);
    expect(devise).toContain('      locked: Sua conta está bloqueada.\n');
    const rails = git(s.fixture.origin, 'show', `${BRANCH}:config/locales/pt-BR.yml`);
    // In the file's own quoting.
    expect(rails).toContain('      next: "Seguinte &rsaquo;"\n');
    expect(rails).not.toContain('locked:');
    await expectIdleRun(s);
  });

  it.for(['1.0.9.3', '1.0.9.2'] as const)(
    '%LOCALE% in the file name spells pt_BR and zh_TW as Rails does, with no language-map (%s)',
    async (revision, { startScenario }) => {
      const s = await startScenario({
        revision,
        files: { 'config/locales/devise.en.yml': EN, 'config/locales/devise.pt-BR.yml': PT_BR },
        languages: ['pt_BR', 'zh_TW'],
        inputs: {
          mode: 'sync',
          files: 'config/locales/devise.%LOCALE%.yml',
          'pull-target': 'branch',
        },
      });
      const first = await s.run();
      expect(first.code, first.stdout).toBe(0);
      // Portuguese went up on the English file's keys: imported as the English file where the
      // import converts its placeholders (1.0.9.3), by key where nothing converts them (1.0.9.2).
      const name = revision === '1.0.9.3' ? 'config/locales/devise.en.yml' : 'devise.en.yml';
      if (revision === '1.0.9.3') {
        expect(uploaded(s.calls('project/import'))).toEqual([name, `${name} (pt_BR)`]);
      } else {
        expect(uploaded(s.calls('project/import'))).toEqual([name]);
        expect(s.calls('string/set')).toHaveLength(1);
      }
      await s.service.string.set({
        id: s.projectId,
        data: [
          {
            key: 'devise::failure::locked',
            translations: { pt_BR: 'Sua conta está bloqueada.', zh_TW: '您的帳號已被鎖定。' },
          },
        ],
      });
      const second = await s.run({ mode: 'pull' });
      expect(second.code, second.stdout).toBe(0);
      expect(
        git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`).split('\n').sort(),
      ).toEqual(['1\t1\tconfig/locales/devise.pt-BR.yml', '4\t0\tconfig/locales/devise.zh-TW.yml']);
      expect(git(s.fixture.origin, 'show', `${BRANCH}:config/locales/devise.zh-TW.yml`)).toBe(
        'zh-TW:\n  devise:\n    failure:\n      locked: 您的帳號已被鎖定。',
      );
      await expectIdleRun(s);
    },
  );

  it('a folder per language: a group of every file below en/, written below pt-BR/ and zh-TW/ (1.0.9.3)', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: {
        'config/locales/en/devise.yml': EN,
        'config/locales/en/views/pagination.yml': fixture('kaminari.en.yml'),
        'config/locales/pt-BR/devise.yml': PT_BR,
        'config/locales/pt-BR/views/pagination.yml': fixture('kaminari.pt-BR.yml'),
      },
      languages: ['pt_BR', 'zh_TW'],
      inputs: {
        mode: 'sync',
        'pull-target': 'branch',
        files:
          '- source: config/locales/en/**/*.yml\n  translation: config/locales/%LOCALE%/**/%ORIGINAL_FILE_NAME%\n',
      },
    });
    const first = await s.run();
    expect(first.code, first.stdout).toBe(0);
    expect(uploaded(s.calls('project/import')).sort()).toEqual([
      'config/locales/en/devise.yml',
      'config/locales/en/devise.yml (pt_BR)',
      'config/locales/en/views/pagination.yml',
      'config/locales/en/views/pagination.yml (pt_BR)',
    ]);
    await s.service.string.set({
      id: s.projectId,
      data: [
        { key: 'devise::failure::locked', translations: { pt_BR: 'Sua conta está bloqueada.' } },
        { key: 'views::pagination::next', translations: { zh_TW: '下一頁 &rsaquo;' } },
      ],
    });
    const second = await s.run({ mode: 'pull' });
    expect(second.code, second.stdout).toBe(0);
    expect(
      git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`).split('\n').sort(),
    ).toEqual([
      '1\t1\tconfig/locales/pt-BR/devise.yml',
      '4\t0\tconfig/locales/zh-TW/views/pagination.yml',
    ]);
    expect(
      git(s.fixture.origin, 'show', `${BRANCH}:config/locales/zh-TW/views/pagination.yml`),
    ).toBe('zh-TW:\n  views:\n    pagination:\n      next: 下一頁 &rsaquo;');
    await expectIdleRun(s);
  });
});

describe('a real Rails locale file with multi-line texts (rubygems.org)', () => {
  it('a pull of a changed literal block and a changed wrapped text changes exactly their lines', async ({
    startScenario,
  }) => {
    const real = (name: string) =>
      readFileSync(new URL(`../fixtures/real/yaml/${name}`, import.meta.url), 'utf8');
    const DE = real('rubygems-rubygems.org-de.yml');
    const s = await startScenario({
      revision: '1.0.9.3',
      files: {
        'config/locales/en.yml': real('rubygems-rubygems.org-en.yml'),
        'config/locales/de.yml': DE,
      },
      languages: ['de'],
      inputs: { mode: 'sync', files: 'config/locales/%LANG_ISO%.yml', 'pull-target': 'branch' },
    });
    const first = await s.run();
    expect(first.code, first.stdout).toBe(0);
    expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
      'refs/heads/main',
    );
    const strings = await s.service.string.list({ id: s.projectId, langs: ['de'] });
    const text = (key: string) =>
      (strings['de'] ?? []).find((item) => item.key === key)?.translation ?? '';
    const block = 'mailer::web_hook_disabled::body_text';
    const wrapped = 'mailer::web_hook_disabled::global_text';
    expect(text(block)).toContain('Du kannst diesen Webhook löschen');
    await s.service.string.set({
      id: s.projectId,
      data: [
        { key: block, translations: { de: text(block).replace('löschen', 'entfernen') } },
        { key: wrapped, translations: { de: text(wrapped).replace('gepusht', 'hochgeladen') } },
      ],
    });
    const second = await s.run({ mode: 'pull' });
    expect(second.code, second.stdout).toBe(0);
    expect(git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`)).toBe(
      '2\t2\tconfig/locales/de.yml',
    );
    // The texts of `web_hook_disabled`, and nothing else (`web_hook_deleted` has the same lines).
    const at = DE.indexOf('    web_hook_disabled:');
    const after = DE.slice(at)
      .replace(
        'Du kannst diesen Webhook löschen, indem du `',
        'Du kannst diesen Webhook entfernen, indem du `',
      )
      .replace('        gepusht wurde.', '        hochgeladen wurde.');
    expect(git(s.fixture.origin, 'show', `${BRANCH}:config/locales/de.yml`)).toBe(
      // (the helper gives git's output without its final line breaks)
      (DE.slice(0, at) + after).trimEnd(),
    );
    await expectIdleRun(s);
  });
});
