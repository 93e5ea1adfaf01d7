import { jsonFile } from '../support/emulator.ts';
import { git } from '../support/git-fixture.ts';
import { zipBytes } from '../support/zip-writer.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * A bundle's entry budget counts files (20,000); folder entries have one of their own, ten times
 * that: an export of 100 languages × 200 files holds 20,000 files and a folder entry for each
 * language and each folder below it, which a budget of entries of any kind refused outright.
 */
describe('the bundle budget counts files, folders apart', () => {
  it('pulls a bundle with more folder entries than the file budget but few files', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: { 'locales/en.json': '{"hello":"Hello"}\n' },
      languages: ['de'],
      inputs: { mode: 'pull', files: 'locales/%LANG_ISO%.json', 'pull-target': 'branch' },
    });
    await s.service.project.import({
      id: s.projectId,
      lang_iso: 'en',
      file: jsonFile('en.json', { hello: 'Hello' }),
    });
    const folders = Array.from({ length: 20_050 }, (_, i) => ({ name: `locales/f${i}/` }));
    s.emulator.store.nextBundle = zipBytes([
      ...folders,
      { name: 'locales/de.json', data: '{"hello":"Hallo"}\n' },
    ]);
    const run = await s.run();
    expect(run.code, run.stdout).toBe(0);
    expect(git(s.fixture.origin, 'show', 'l10n-sync/main:locales/de.json')).toBe(
      '{"hello":"Hallo"}',
    );
  });
});
