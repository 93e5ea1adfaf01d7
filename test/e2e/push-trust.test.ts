import { execFileSync } from 'node:child_process';
import { linkSync, mkdirSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { annotations } from '../support/action-runner.ts';
import { git } from '../support/git-fixture.ts';
import type { Scenario, ScenarioOptions } from '../support/scenario.ts';
import { describe, expect, it, type Starter } from '../support/fixtures.ts';
import { testFolder } from '../support/temp.ts';

/**
 * The repository's contents are not trusted: a merged commit may hold a symbolic link to a file
 * outside the checkout (`/proc/self/environ` holds the action's tokens), a linked folder, or a
 * step may leave a FIFO or a huge file. A push uploads only regular files inside the checkout.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const ALL = { 'push-languages': 'all', 'push-scope': 'all' };
const MARKER = 'MARKER-outside-the-checkout';

async function project(
  start: Starter<ScenarioOptions, Scenario>,
  files: Record<string, string | Buffer>,
): Promise<Scenario> {
  return await start({ files, languages: ['de', 'fr'] });
}

/** Commits symbolic links (path → target) in the author clone and pushes them. */
function commitLinks(s: Scenario, links: Record<string, string>): void {
  for (const [path, target] of Object.entries(links)) {
    mkdirSync(join(s.fixture.author, path, '..'), { recursive: true });
    rmSync(join(s.fixture.author, path), { recursive: true, force: true });
    symlinkSync(target, join(s.fixture.author, path));
  }
  git(s.fixture.author, 'add', '-A');
  git(s.fixture.author, 'commit', '-q', '-m', 'Links');
  git(s.fixture.author, 'push', '-q', 'origin', 'main');
}

function imported(s: Scenario): string[] {
  return s.calls('project/import').map((c) => c.params['filename'] ?? c.params['lang_iso'] ?? '');
}

describe('a push reads only regular files inside the checkout', () => {
  it('uploads no symbolic link: not one to /proc/self/environ, not one to a file outside', async ({
    startScenario,
  }) => {
    const outside = join(testFolder('l10n-outside-'), 'secret.json');
    writeFileSync(outside, JSON.stringify({ secret: MARKER }));
    const s = await project(startScenario, { 'locales/en.json': '{"a":"A"}' });
    commitLinks(s, { 'locales/de.json': '/proc/self/environ', 'locales/fr.json': outside });
    const run = await s.run(ALL);
    expect(run.code).toBe(0);
    expect(imported(s)).toEqual(['locales/en.json']);
    const warnings = annotations(run.stdout, 'warning');
    expect(warnings).toContain(
      'locales/de.json: not uploaded: it is a symbolic link (to /proc/self/environ), not a file',
    );
    expect(
      warnings.some((w) => w.startsWith('locales/fr.json: not uploaded: it is a symbolic link')),
    ).toBe(true);
    expect(run.summary).toContain('- `locales/de.json`: not uploaded: it is a symbolic link');
    expect(run.everything).not.toContain(MARKER);
    // Running again cannot make a link uploadable: the ref moves past it.
    expect(s.syncRef()).toBe(git(s.fixture.origin, 'rev-parse', 'main'));
  });

  it('uploads nothing through a folder a step replaced with a link', async ({ startScenario }) => {
    // git itself cannot hold both a link `locales` and files under it: a step before this one can.
    const folder = testFolder('l10n-linked-');
    writeFileSync(join(folder, 'en.json'), JSON.stringify({ secret: MARKER }));
    writeFileSync(join(folder, 'de.json'), JSON.stringify({ secret: MARKER }));
    const s = await project(startScenario, {
      'locales/en.json': '{"a":"A"}',
      'locales/de.json': '{"a":"A-de"}',
    });
    const run = await s.run(
      ALL,
      {},
      {
        onStart: (workspace) => {
          rmSync(join(workspace, 'locales'), { recursive: true });
          symlinkSync(folder, join(workspace, 'locales'));
        },
      },
    );
    expect(run.code).toBe(0);
    expect(imported(s)).toEqual([]);
    expect(annotations(run.stdout, 'warning')).toContain(
      "locales/en.json: not uploaded: the folder 'locales' on its path is a symbolic link",
    );
    expect(run.everything).not.toContain(MARKER);
  });

  it('neither hangs on a FIFO nor reads a file over the size limit, and uploads the rest', async ({
    startScenario,
  }) => {
    const s = await project(startScenario, {
      'locales/en.json': '{"a":"A"}',
      'locales/de.json': '{"a":"A-de"}',
      'locales/fr.json': '{"a":"A-fr"}',
    });
    const run = await s.run(
      ALL,
      {},
      {
        onStart: (workspace) => {
          rmSync(join(workspace, 'locales/de.json'));
          execFileSync('mkfifo', [join(workspace, 'locales/de.json')]);
          truncateSync(join(workspace, 'locales/fr.json'), 51 * 1024 * 1024);
        },
      },
    );
    expect(run.code).toBe(0);
    expect(imported(s)).toEqual(['locales/en.json']);
    const warnings = annotations(run.stdout, 'warning');
    expect(warnings).toContain('locales/de.json: not uploaded: it is a FIFO, not a regular file');
    expect(warnings).toContain(
      'locales/fr.json: not uploaded: it is over the 50 MiB an upload may have',
    );
  });

  it('uploads no hard link a step made to a file outside the checkout', async ({
    startScenario,
  }) => {
    const outside = join(testFolder('l10n-outside-'), 'secret.json');
    writeFileSync(outside, JSON.stringify({ secret: MARKER }));
    const s = await project(startScenario, {
      'locales/en.json': '{"a":"A"}',
      'locales/de.json': '{"a":"A-de"}',
    });
    const run = await s.run(
      ALL,
      {},
      {
        // git makes no hard links in a work tree: a step before this one can.
        onStart: (workspace) => {
          rmSync(join(workspace, 'locales/de.json'));
          linkSync(outside, join(workspace, 'locales/de.json'));
        },
      },
    );
    expect(run.code).toBe(0);
    expect(imported(s)).toEqual(['locales/en.json']);
    expect(annotations(run.stdout, 'warning')).toContain(
      'locales/de.json: not uploaded: it has 2 names (hard links), and another may be a file outside the checkout',
    );
    expect(run.summary).toContain('- `locales/de.json`: not uploaded: it has 2 names');
    expect(run.everything).not.toContain(MARKER);
  });

  it('uploads no file whose language code is not shaped like one (package.json under %LANG_ISO%.json)', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: {
        'en.json': '{"a":"A"}',
        'de.json': '{"a":"A-de"}',
        'package.json': JSON.stringify({ name: MARKER }),
      },
      languages: ['de', 'fr'],
      inputs: { files: '%LANG_ISO%.json' },
    });
    await s.service.language.set({ id: s.projectId, original_iso: 'fr', custom_iso: 'package' });
    const run = await s.run(ALL);
    expect(run.code).toBe(0);
    expect(imported(s)).toEqual(['en.json', 'en.json']);
    expect(run.stdout).toContain(
      "Not uploaded: package.json ('package'): not shaped like a language code (such as de, pt_BR, pt-BR, zh_Hans_CN, sr@latin); name it in push-languages or language-map to push it",
    );
    expect(s.calls('project/import').map((c) => c.params['lang_iso'])).toEqual(['en', 'de']);
  });

  it('uploads no screenshot that is a symbolic link (1.0.9.3)', async ({ startScenario }) => {
    const s = await project(startScenario, {
      'locales/en.json': '{"a":"A"}',
      'shots/home.png': PNG,
    });
    commitLinks(s, { 'shots/menu.png': '/proc/self/environ' });
    const run = await s.run({ screenshots: 'shots/*.png' });
    expect(run.code).toBe(0);
    expect(s.calls('project/screenshot')).toHaveLength(1);
    expect(run.summary).toContain('- `shots/menu.png`: not uploaded: it is a symbolic link');
  });
});
