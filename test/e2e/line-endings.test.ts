import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonFile } from '../support/emulator.ts';
import { git } from '../support/git-fixture.ts';
import type { Scenario, ScenarioOptions } from '../support/scenario.ts';
import { type Starter, describe, expect, it } from '../support/fixtures.ts';
import { testFolder } from '../support/temp.ts';

/**
 * A Windows runner checks files out with CRLF (git's `core.autocrlf=true` in the system config),
 * and so does an `eol=crlf` attribute anywhere; the service exports LF. Git stores both alike, so
 * neither may make a pull propose or count a change.
 */
const BRANCH = 'l10n-sync/main';

/** The system git config of a Windows runner, and the environment that makes git read it. */
function windowsSystemConfig(): Record<string, string> {
  const system = join(testFolder('l10n-system-'), 'gitconfig');
  writeFileSync(system, '[core]\n\tautocrlf = true\n');
  return { GIT_CONFIG_SYSTEM: system, GIT_CONFIG_NOSYSTEM: '' };
}

/** The checkout's files written anew under that config, so their line endings are CRLF. */
function recheckout(workspace: string, system: Record<string, string>): void {
  const env: NodeJS.ProcessEnv = { ...process.env, ...system };
  delete env['GIT_CONFIG_NOSYSTEM'];
  const tracked = execFileSync('git', ['ls-files'], { cwd: workspace, env, encoding: 'utf8' });
  for (const path of tracked.split('\n').filter(Boolean)) rmSync(join(workspace, path));
  execFileSync('git', ['checkout', '--', '.'], { cwd: workspace, env });
}

/** The service's translations, pulled once and merged into main, as a repository in use has them. */
async function inUse(
  start: Starter<ScenarioOptions, Scenario>,
  files: string,
  extra: Record<string, string> = {},
): Promise<Scenario> {
  const s = await start({
    files: { [files.replace('%LANG_ISO%', 'en')]: '', ...extra },
    languages: ['de'],
    inputs: { mode: 'pull', files, 'pull-target': 'branch' },
  });
  return s;
}

function merge(s: Scenario): void {
  git(s.fixture.author, 'fetch', '-q', 'origin', BRANCH);
  git(s.fixture.author, 'merge', '-q', '--ff-only', 'FETCH_HEAD');
  git(s.fixture.author, 'push', '-q', 'origin', 'main');
}

describe('line endings do not make changes', () => {
  it('a CRLF checkout (core.autocrlf=true in the system config) of the same JSON pulls nothing', async ({
    startScenario,
  }) => {
    const s = await inUse(startScenario, 'locales/%LANG_ISO%.json');
    await s.service.project.import({
      id: s.projectId,
      lang_iso: 'de',
      file: jsonFile('de.json', { hello: 'Hallo', bye: 'Tschüss' }),
    });
    const first = await s.run();
    expect(first.outputs['pulled-files']).toBe('1');
    expect(first.stdout).toContain('1 file changed, 0 unchanged');
    merge(s);

    const system = windowsSystemConfig();
    const run = await s.run({}, system, {
      onStart: (workspace) => {
        recheckout(workspace, system);
        expect(readFileSync(join(workspace, 'locales/de.json'), 'utf8')).toContain('\r\n');
      },
    });
    expect(run.code).toBe(0);
    expect(run.outputs['pulled-files']).toBe('0');
    expect(run.stdout).toContain('0 files changed, 1 unchanged');
  });

  it('a .po file checked out with eol=crlf whose only change is its timestamp opens nothing', async ({
    startScenario,
  }) => {
    const s = await inUse(startScenario, 'po/%LANG_ISO%.po', {
      '.gitattributes': '*.po text eol=crlf\n',
    });
    await s.service.project.import({
      id: s.projectId,
      lang_iso: 'de',
      file: {
        name: 'de.po',
        content: Buffer.from(
          'msgid ""\nmsgstr ""\n"Language: de\\n"\n\nmsgid "hello"\nmsgstr "Hallo"\n',
        ),
      },
    });
    const first = await s.run();
    expect(first.outputs['pulled-files']).toBe('1');
    // The repository holds the export with an older timestamp; the checkout has it in CRLF.
    const exported = git(s.fixture.origin, 'show', `${BRANCH}:po/de.po`);
    await s.fixture.commit({
      'po/de.po': `${exported.replace(/PO-Revision-Date: [^\\\n"]+/, 'PO-Revision-Date: 2001-01-01 00:00+0000')}\n`,
    });
    const run = await s.run(
      {},
      {},
      {
        onStart: (workspace) =>
          expect(readFileSync(join(workspace, 'po/de.po'), 'utf8')).toContain('\r\n'),
      },
    );
    expect(run.code).toBe(0);
    expect(run.outputs['pulled-files']).toBe('0');
    expect(run.outputs['pull-request-operation']).toBe('none');
    expect(git(s.fixture.origin, 'rev-parse', BRANCH)).toBe(
      git(s.fixture.origin, 'rev-parse', `${BRANCH}`),
    );
  });
});
