import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { git } from '../support/git-fixture.ts';
import { translatedProject } from '../support/translated-project.ts';
import type { Scenario, ScenarioOptions } from '../support/scenario.ts';
import { type Starter, describe, expect, it } from '../support/fixtures.ts';

/** Runs left unattended (README, "Left running"): true statements, faithful dry runs, a clean checkout. */

const EN = { hello: 'Hello', bye: 'Bye' };
const BRANCH = 'l10n-sync/main';

/** English in the repository; German (and French, untranslated) on the service. */
function withGerman(
  start: Starter<ScenarioOptions, Scenario>,
  inputs: Record<string, string> = {},
  german: Record<string, string> = { hello: 'Hallo', bye: 'Tschüss' },
): Promise<Scenario> {
  return translatedProject(start, { english: EN, translations: { de: german, fr: {} }, inputs });
}

function openPulls(s: Scenario) {
  return s.github.pulls.filter((p) => p.state === 'open');
}

describe('min-completion that leaves no language to pull', () => {
  it('keeps the open pull request and says why, instead of claiming the base has everything', async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario, {}, { hello: 'Hallo' });
    const first = await s.run();
    expect(first.outputs['pull-request-operation']).toBe('created');
    const number = first.outputs['pull-request-number'];
    // German is half translated, French not at all: no language reaches 60 %.

    const strict = await s.run({ 'min-completion': '60' });
    expect(strict.code).toBe(0);
    expect(strict.outputs['pull-request-operation']).toBe('unchanged');
    expect(strict.outputs['pull-request-number']).toBe(number);
    expect(openPulls(s).map((p) => String(p.number))).toEqual([number]);
    expect(s.github.comments).toEqual([]);
    expect(strict.stdout).toContain(
      `pull request #${number} is left as it is, since 2 languages (de 50.0 %, fr 0.0 %) are below min-completion (60 %) and were not pulled`,
    );
    expect(strict.summary).not.toContain('already has every translation');
  });
});

describe('dry run', () => {
  it('needs no github-token, writes nothing, and shows the pull request it would open', async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario, {
      'pr-labels': 'translations',
      'pr-reviewers': 'octo',
    });
    const before = git(s.fixture.origin, 'for-each-ref', '--format=%(refname) %(objectname)');
    const calls = s.emulator.calls.length;
    const run = await s.run({ 'dry-run': 'true', 'github-token': '' });
    expect(run.code).toBe(0);
    expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname) %(objectname)')).toBe(before);
    expect(s.github.requests).toEqual([]);
    const writes = s
      .calls(undefined, calls)
      .filter(
        (c) => !['language/list', 'string/list', 'project/export', 'download'].includes(c.endpoint),
      );
    expect(writes.map((c) => c.endpoint)).toEqual([]);
    expect(run.stdout).toContain(
      `then open or update the pull request from ${BRANCH} into main (without github-token, the dry run did not look which)`,
    );
    expect(run.stdout).toContain(
      'title: Update translations (de: 2 added)\nlabels: translations\nreviewers: octo',
    );
    expect(run.summary).toContain('The pull request it would send');
    expect(run.summary).toContain('- Labels: `translations`');
  });

  it('finds an up-to-date pull request unchanged, as a real run does', async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario);
    expect((await s.run()).outputs['pull-request-operation']).toBe('created');
    const real = await s.run();
    expect(real.outputs['pull-request-operation']).toBe('unchanged');
    const dry = await s.run({ 'dry-run': 'true' });
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(
      `[dry-run] Nothing would be pushed (${BRANCH} on origin already has these translations); pull request #${real.outputs['pull-request-number']} would be left unchanged`,
    );
    expect(dry.stdout).not.toContain('would update');
    expect(dry.stdout).not.toContain('Would push a commit');
  });
});

describe('the checkout after a run whose target is elsewhere', () => {
  it.for(['pull-request', 'branch'])(
    'is left as the run found it with pull-target %s, earlier changes kept',
    async (target, { startScenario }) => {
      const s = await withGerman(startScenario);
      let workspace = '';
      const run = await s.run(
        { 'pull-target': target },
        {},
        {
          onStart: (w) => {
            workspace = w;
            // A step before this one left work in the checkout.
            writeFileSync(join(w, 'README.md'), '# App, edited by an earlier step\n');
          },
        },
      );
      expect(run.code).toBe(0);
      expect(git(s.fixture.origin, 'show', `${BRANCH}:locales/de.json`)).toContain('Hallo');
      expect(git(workspace, 'status', '--porcelain', '--untracked-files=all')).toBe('M README.md');
      expect(readFileSync(join(workspace, 'README.md'), 'utf8')).toBe(
        '# App, edited by an earlier step\n',
      );
      expect(run.stdout).toContain('Put the checkout back as the run found it');
    },
  );

  it('puts back a file the pull replaced by renaming it back, byte for byte, leaving nothing in .git', async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario);
    const before = '{\r\n  "hello": "Hallo alt",\r\n  "bye": "Tschüss"\r\n}\r\n';
    await s.fixture.commit({ 'locales/de.json': before });
    let workspace = '';
    const run = await s.run({ 'pull-target': 'branch' }, {}, { onStart: (w) => (workspace = w) });
    expect(run.code, run.stdout).toBe(0);
    expect(git(s.fixture.origin, 'show', `${BRANCH}:locales/de.json`)).toContain('"Hallo"');
    expect(readFileSync(join(workspace, 'locales/de.json'), 'utf8')).toBe(before);
    expect(git(workspace, 'status', '--porcelain', '--untracked-files=all')).toBe('');
    expect(run.stdout).toContain('Put the checkout back as the run found it: 1 file put back');
    expect(readdirSync(join(workspace, '.git')).filter((n) => n.startsWith('l10n-sync'))).toEqual(
      [],
    );
  });
});
