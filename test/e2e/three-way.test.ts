import { readFileSync } from 'node:fs';
import { git } from '../support/git-fixture.ts';
import { expectIdleRun } from '../support/idle-run.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * A developer and a translator working on the same project for months (issue 27): what the
 * repository deleted, the service keeps until it is pruned, and a pull must not propose it back.
 * Devise's real Rails locale files (test/fixtures/SOURCE.md).
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/rails/${name}`, import.meta.url), 'utf8');
const EN = fixture('en.yml');
const PT_BR = fixture('pt-BR.yml');
const BRANCH = 'l10n-sync/main';
/** The line of `devise.failure.locked` in each file. */
const LOCKED_EN = '      locked: Your account is locked.\n';
const LOCKED_PT = '      locked: A sua conta está bloqueada.\n';

describe('a key the developer deleted', () => {
  it('is not proposed back into any translation file, nor into a new language’s file', async ({
    startScenario,
  }) => {
    expect(EN).toContain(LOCKED_EN);
    expect(PT_BR).toContain(LOCKED_PT);
    const s = await startScenario({
      files: { 'config/locales/en.yml': EN, 'config/locales/pt-BR.yml': PT_BR },
      languages: ['pt_BR', 'zh_TW'],
      inputs: {
        mode: 'sync',
        files: 'config/locales/%LOCALE%.yml',
        'pull-target': 'branch',
      },
    });
    const first = await s.run();
    expect(first.code, first.stdout).toBe(0);

    // The developer deletes the key from every file; the service keeps it (no prune), and a
    // translator, meanwhile, translates it and changes another text.
    await s.fixture.commit({
      'config/locales/en.yml': EN.replace(LOCKED_EN, ''),
      'config/locales/pt-BR.yml': PT_BR.replace(LOCKED_PT, ''),
    });
    await s.service.string.set({
      id: s.projectId,
      data: [
        {
          key: 'devise::failure::locked',
          translations: { pt_BR: 'Sua conta está bloqueada.', zh_TW: '您的帳號已被鎖定。' },
        },
        {
          key: 'devise::failure::timeout',
          translations: { zh_TW: '您的登入已逾時，請重新登入。' },
        },
      ],
    });
    const second = await s.run();
    expect(second.code, second.stdout).toBe(0);
    expect(
      git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`).split('\n').sort(),
    ).toEqual(['4\t0\tconfig/locales/zh-TW.yml']);
    const zh = git(s.fixture.origin, 'show', `${BRANCH}:config/locales/zh-TW.yml`);
    expect(zh).toContain('timeout: 您的登入已逾時，請重新登入。');
    expect(zh).not.toContain('locked');
    await expectIdleRun(s);
  });
});
