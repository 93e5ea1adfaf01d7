import { readFileSync } from 'node:fs';
import { git } from '../support/git-fixture.ts';
import { expectIdleRun } from '../support/idle-run.ts';
import type { ScenarioOptions } from '../support/scenario.ts';
import { ITEM_SHAPES } from '../emulator/string-items.ts';
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

/** Devise's English and Brazilian Portuguese, `%LOCALE%` files, a branch for what the pull brings. */
function devise(languages: string[], revision: '1.0.9.3' | '1.0.9.2'): ScenarioOptions {
  return {
    revision,
    files: { 'config/locales/en.yml': EN, 'config/locales/pt-BR.yml': PT_BR },
    languages,
    inputs: { mode: 'sync', files: 'config/locales/%LOCALE%.yml', 'pull-target': 'branch' },
  };
}
/** The line of `devise.failure.locked` in each file. */
const LOCKED_EN = '      locked: Your account is locked.\n';
const LOCKED_PT = '      locked: A sua conta está bloqueada.\n';

describe.each(ITEM_SHAPES)('string/list items in the %s shape', (itemShape) => {
  it.override({ itemShape });

  describe('a key the developer deleted', () => {
    it('is not proposed back into any translation file, nor into a new language’s file', async ({
      startScenario,
    }) => {
      expect(EN).toContain(LOCKED_EN);
      expect(PT_BR).toContain(LOCKED_PT);
      const s = await startScenario(devise(['pt_BR', 'zh_TW'], '1.0.9.3'));
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
      // Prune reads the Rails files below their root, and names what it found and why it did not
      // retire it.
      expect(second.stdout).toContain(
        'Removed keys: 1 key of the base-language files since the last sync: devise.failure.locked',
      );
      expect(second.stdout).toContain(
        'Removed keys, reported: devise::failure::locked (prune: report lists them; prune: retire marks them on the service)',
      );
      expect(
        git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`).split('\n').sort(),
      ).toEqual(['4\t0\tconfig/locales/zh-TW.yml']);
      const zh = git(s.fixture.origin, 'show', `${BRANCH}:config/locales/zh-TW.yml`);
      expect(zh).toContain('timeout: 您的登入已逾時，請重新登入。');
      expect(zh).not.toContain('locked');
      await expectIdleRun(s);
    });
  });

  describe('a text the developer fixed in the repository', () => {
    it.for(['1.0.9.3', '1.0.9.2'] as const)(
      'reaches the service by key, and no pull request proposes the old text back (%s)',
      async (revision, { startScenario }) => {
        const s = await startScenario(devise(['pt_BR'], revision));
        const first = await s.run();
        expect(first.code, first.stdout).toBe(0);

        // A developer fixes a Portuguese text in the repository; the service has not touched it.
        const FIXED = '      locked: Sua conta está bloqueada.\n';
        await s.fixture.commit({ 'config/locales/pt-BR.yml': PT_BR.replace(LOCKED_PT, FIXED) });
        // (A first sync on 1.0.9.2 may send texts by key too: no placeholder is converted there.)
        const mark = s.emulator.calls.length;
        const second = await s.run();
        expect(second.code, second.stdout).toBe(0);
        const sets = s.calls('string/set', mark);
        expect(sets).toHaveLength(1);
        expect(second.summary).toContain(
          'Sent 1 text by key (`string/set`, 1 call): 0 the service lacked, 1 the repository changed since the last sync (`devise::failure::locked` (pt\\_BR)).',
        );
        const strings = await s.service.string.list({ id: s.projectId, langs: ['pt_BR'] });
        const locked = (strings['pt_BR'] ?? []).find(
          (item) => item.key === 'devise::failure::locked',
        );
        expect(locked?.translation).toBe('Sua conta está bloqueada.');
        // Nothing to propose: the service has the repository's text.
        expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
          'refs/heads/main',
        );
        await expectIdleRun(s);
      },
    );

    it('does not overwrite a text the translator changed too: the service’s is proposed, and listed', async ({
      startScenario,
    }) => {
      const s = await startScenario(devise(['pt_BR'], '1.0.9.3'));
      expect((await s.run()).code).toBe(0);
      await s.fixture.commit({
        'config/locales/pt-BR.yml': PT_BR.replace(LOCKED_PT, '      locked: Conta bloqueada.\n'),
      });
      await s.service.string.set({
        id: s.projectId,
        data: [
          { key: 'devise::failure::locked', translations: { pt_BR: 'A conta está travada.' } },
        ],
      });
      const run = await s.run();
      expect(run.code, run.stdout).toBe(0);
      expect(s.calls('string/set').filter((c) => c.code === '200')).toHaveLength(1); // the test's own
      expect(git(s.fixture.origin, 'show', `${BRANCH}:config/locales/pt-BR.yml`)).toContain(
        '      locked: A conta está travada.\n',
      );
      expect(run.stdout).toMatch(/the service has another text for 1 key the repository changed/);
    });
  });

  describe('a merged translation pull request', () => {
    it.for(['1.0.9.3', '1.0.9.2'] as const)(
      'is followed by a push that imports nothing and sets nothing: the service has every text (%s)',
      async (revision, { startScenario }) => {
        const s = await startScenario(devise(['pt_BR', 'zh_TW'], revision));
        expect((await s.run()).code).toBe(0);
        await s.service.string.set({
          id: s.projectId,
          data: [
            {
              key: 'devise::failure::locked',
              translations: { pt_BR: 'Sua conta está bloqueada.', zh_TW: '您的帳號已被鎖定。' },
            },
          ],
        });
        expect((await s.run()).code).toBe(0);
        // The team merges the translation branch.
        git(s.fixture.author, 'fetch', '-q', 'origin', BRANCH);
        git(s.fixture.author, 'merge', '-q', '--no-edit', 'FETCH_HEAD');
        git(s.fixture.author, 'push', '-q', 'origin', 'HEAD:main');

        const mark = s.emulator.calls.length;
        const run = await s.run();
        expect(run.code, run.stdout).toBe(0);
        expect(s.calls('project/import', mark)).toEqual([]);
        expect(s.calls('string/set', mark)).toEqual([]);
        expect(s.calls('string/list', mark).length).toBeGreaterThan(0);
        expect(run.stdout).toContain(
          'Not imported: 2 translation files whose every text the service has or got by key',
        );
      },
    );
  });

  describe('a dry run of a first sync', () => {
    it('to an empty project previews what the real run then does: nothing to propose', async ({
      startScenario,
    }) => {
      const s = await startScenario(devise(['pt_BR', 'zh_TW'], '1.0.9.3'));
      const preview = await s.run({ 'dry-run': 'true' });
      expect(preview.code, preview.stdout).toBe(0);
      expect(preview.stdout).not.toContain('[dry-run] would write');
      expect(preview.outputs['pulled-files']).toBe('0');
      const real = await s.run();
      expect(real.code, real.stdout).toBe(0);
      expect(real.outputs['pulled-files']).toBe('0');
      expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
        'refs/heads/main',
      );
    });

    it('of a developer’s fix previews no pull request, as the real run makes none', async ({
      startScenario,
    }) => {
      const s = await startScenario(devise(['pt_BR'], '1.0.9.3'));
      expect((await s.run()).code).toBe(0);
      await s.fixture.commit({
        'config/locales/pt-BR.yml': PT_BR.replace(
          LOCKED_PT,
          '      locked: Sua conta está bloqueada.\n',
        ),
      });
      // The push would send the fix by key; the pull then has nothing to propose back.
      const preview = await s.run({ 'dry-run': 'true' });
      expect(preview.code, preview.stdout).toBe(0);
      expect(preview.stdout).toContain('[dry-run] would send 1 text by key');
      expect(preview.stdout).not.toContain('[dry-run] would write');
      expect(preview.outputs['pulled-files']).toBe('0');
      const real = await s.run();
      expect(real.code, real.stdout).toBe(0);
      expect(real.outputs['pulled-files']).toBe('0');
    });
  });
});
