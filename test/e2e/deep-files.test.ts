import { git, commitDaysAgo } from '../support/git-fixture.ts';
import { deepJson } from '../support/deep-text.ts';
import { zipBytes } from '../support/zip-writer.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * Issue 25, hole 7: a valid translation file nested 7,000 levels deep (42 KB) overflowed the
 * stack of every reader built on recursion, and the run stopped. Past the nesting limit a file is
 * named once in the log as not read key by key, and is handled whole; the run goes on.
 */

const LEVELS = 7000;
const BRANCH = 'l10n-sync/main';

/** The log lines that say a file was not read key by key. */
function unreadLines(stdout: string, path: string): string[] {
  return stdout
    .split('\n')
    .filter((line) => line.includes(path) && /(not|cannot be) read key by key/.test(line));
}

describe('a translation file nested past the limit', () => {
  it('pull: a deep repository JSON file and a deep ARB from the service are taken whole; an ordinary file is still edited key by key', async ({
    startScenario,
  }) => {
    const deepArb = `{"@@locale":"it","open":"Apri","deep":${deepJson(LEVELS)}}`;
    const s = await startScenario({
      files: {
        'locales/en.json': '{"menu":{"open":"Open","save":"Save"}}\n',
        'locales/de.json':
          '{\n    "menu": {\n        "open": "Öffnen (alt)",\n        "save": "Speichern"\n    }\n}\n',
        'locales/fr.json': deepJson(LEVELS, 'profond', 'menu'),
        'locales/it.arb': '{\n  "@@locale": "it",\n  "open": "Apri"\n}\n',
      },
      languages: ['de', 'fr', 'it'],
      inputs: {
        mode: 'pull',
        files: 'locales/%LANG_ISO%.json\nlocales/%LANG_ISO%.arb',
        format: 'json',
        'use-original': 'true',
      },
    });
    s.emulator.store.nextBundle = zipBytes([
      { name: 'locales/de.json', data: '{"menu":{"open":"Öffnen","save":"Speichern"}}' },
      { name: 'locales/fr.json', data: '{"menu":{"open":"Ouvrir","save":"Enregistrer"}}' },
      { name: 'locales/it.arb', data: deepArb },
    ]);

    const run = await s.run();
    expect(run.code, run.stdout).toBe(0);
    expect(unreadLines(run.stdout, 'locales/fr.json')).toHaveLength(1);
    expect(unreadLines(run.stdout, 'locales/it.arb')).toHaveLength(1);
    const shown = (path: string) => git(s.fixture.origin, 'show', `${BRANCH}:${path}`);
    // The control: an ordinary nested file keeps its layout, only the changed text is new.
    expect(shown('locales/de.json')).toBe(
      '{\n    "menu": {\n        "open": "Öffnen",\n        "save": "Speichern"\n    }\n}',
    );
    expect(shown('locales/fr.json')).toBe('{"menu":{"open":"Ouvrir","save":"Enregistrer"}}');
    expect(shown('locales/it.arb')).toBe(deepArb);
    const body = s.github.pulls[0]?.body ?? '';
    expect(body).toContain('Not read key by key');
    expect(body).toMatch(/- `locales\/fr\.json` \(fr\): nested deeper than 100 levels/);
    expect(body).toMatch(/- `locales\/it\.arb` \(it\): nested deeper than 100 levels/);
  });

  it('prune: report reports a removed key, then completes over a base file made deep', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: {
        'locales/en.json': JSON.stringify({ hello: 'Hello', farewell: 'Goodbye' }),
        'locales/more/en.json': '{"more":"More"}',
      },
      languages: ['de'],
      inputs: { mode: 'push', files: 'locales/%LANG_ISO%.json\nlocales/more/%LANG_ISO%.json' },
    });
    const first = await s.run();
    expect(first.code, first.stdout).toBe(0);

    // The control: with every base file ordinary, the removed key is found and reported.
    await commitDaysAgo(
      s.fixture.author,
      {
        'locales/en.json': JSON.stringify({ hello: 'Hello' }),
        'locales/more/en.json': '{"more":"More"}',
      },
      0,
    );
    const ordinary = await s.run({ prune: 'report' });
    expect(ordinary.code, ordinary.stdout).toBe(0);
    expect(ordinary.summary).toContain('| `farewell` |');

    await commitDaysAgo(s.fixture.author, { 'locales/more/en.json': deepJson(LEVELS) }, 0);
    // A dry run: the emulator, as a service may, refuses to import the deep file, and prune
    // follows only a push that went through; a dry run holds the import back and still reads
    // every base file at both commits.
    const deep = await s.run({ prune: 'report', 'dry-run': 'true' });
    expect(deep.code, deep.stdout).toBe(0);
    expect(unreadLines(deep.stdout, 'locales/more/en.json')).toHaveLength(1);
    expect(deep.summary).toContain(
      'Removed keys were not looked for: locales/more/en.json cannot be read key by key (it is nested deeper than 100 levels',
    );
  });
});
