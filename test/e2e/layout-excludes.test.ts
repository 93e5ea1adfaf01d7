import { readFileSync } from 'node:fs';
import { git } from '../support/git-fixture.ts';
import { expectIdleRun } from '../support/idle-run.ts';
import { uploaded } from '../support/scenario.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * Real Rails applications keep a language's code twice in a path (`de/devise.de.yml`) and keep
 * files beside their own that they do not translate (a gem's vendored locales). Devise's and
 * Kaminari's real translations (test/fixtures/SOURCE.md) in both layouts: what `ignore` and a
 * `!glob` item leave out is never uploaded, never written, and never proposed.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/rails/${name}`, import.meta.url), 'utf8');
const BRANCH = 'l10n-sync/main';
const LOCKED = {
  key: 'devise::failure::locked',
  translations: { pt_BR: 'Sua conta está bloqueada.', zh_TW: '您的帳號已被鎖定。' },
};

describe('layouts with files left out (1.0.9.3)', () => {
  it('a code written twice in a path, and a !glob item: the excluded files stay out of every step', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: {
        'config/locales/en/devise.en.yml': fixture('en.yml'),
        'config/locales/pt-BR/devise.pt-BR.yml': fixture('pt-BR.yml'),
        'config/locales/en/kaminari.en.yml': fixture('kaminari.en.yml'),
        'config/locales/pt-BR/kaminari.pt-BR.yml': fixture('kaminari.pt-BR.yml'),
      },
      languages: ['pt_BR', 'zh_TW'],
      inputs: {
        mode: 'sync',
        'pull-target': 'branch',
        files: "- config/locales/%LOCALE%/*.%LOCALE%.yml\n- '!config/locales/*/kaminari.*.yml'\n",
      },
    });
    const first = await s.run();
    expect(first.code, first.stdout).toBe(0);
    expect(uploaded(s.calls('project/import'))).toEqual([
      'config/locales/en/devise.en.yml',
      'config/locales/en/devise.en.yml (pt_BR)',
    ]);
    const english = await s.service.string.list({ id: s.projectId, langs: ['en'] });
    expect((english['en'] ?? []).some((item) => item.key.startsWith('views::'))).toBe(false);

    await s.service.string.set({ id: s.projectId, data: [LOCKED] });
    const second = await s.run({ mode: 'pull' });
    expect(second.code, second.stdout).toBe(0);
    expect(
      git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`).split('\n').sort(),
    ).toEqual([
      '1\t1\tconfig/locales/pt-BR/devise.pt-BR.yml',
      '4\t0\tconfig/locales/zh-TW/devise.zh-TW.yml',
    ]);
    expect(git(s.fixture.origin, 'show', `${BRANCH}:config/locales/zh-TW/devise.zh-TW.yml`)).toBe(
      'zh-TW:\n  devise:\n    failure:\n      locked: 您的帳號已被鎖定。',
    );
    await expectIdleRun(s);
  });

  it('a group’s ignore: a vendored folder below the source is neither uploaded nor written', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: {
        'config/locales/en/devise.yml': fixture('en.yml'),
        'config/locales/pt-BR/devise.yml': fixture('pt-BR.yml'),
        'config/locales/en/vendor/kaminari.yml': fixture('kaminari.en.yml'),
        'config/locales/pt-BR/vendor/kaminari.yml': fixture('kaminari.pt-BR.yml'),
      },
      languages: ['pt_BR', 'zh_TW'],
      inputs: {
        mode: 'sync',
        'pull-target': 'branch',
        files: [
          '- source: config/locales/en/**/*.yml',
          '  translation: config/locales/%LOCALE%/**/%ORIGINAL_FILE_NAME%',
          '  ignore: [config/locales/en/vendor/**]',
        ].join('\n'),
      },
    });
    const first = await s.run();
    expect(first.code, first.stdout).toBe(0);
    expect(uploaded(s.calls('project/import'))).toEqual([
      'config/locales/en/devise.yml',
      'config/locales/en/devise.yml (pt_BR)',
    ]);
    const exported = s.calls('project/export').map((call) => call.params['filter_filenames']);
    expect(exported).toEqual([JSON.stringify(['config/locales/en/devise.yml'])]);

    await s.service.string.set({ id: s.projectId, data: [LOCKED] });
    const second = await s.run({ mode: 'pull' });
    expect(second.code, second.stdout).toBe(0);
    expect(
      git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`).split('\n').sort(),
    ).toEqual(['1\t1\tconfig/locales/pt-BR/devise.yml', '4\t0\tconfig/locales/zh-TW/devise.yml']);
    await expectIdleRun(s);
  });
});
