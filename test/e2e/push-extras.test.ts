import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { annotations } from '../support/action-runner.ts';
import { git } from '../support/git-fixture.ts';
import { editJson, startAnswerProxy } from '../reliability/support/answer-proxy.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('push extras', () => {
  it('does not let text from the service pass for a workflow command in the log', async ({
    startScenario,
  }) => {
    const s = await startScenario({ files: { 'locales/en.json': '{"a":"A"}' } });
    const proxy = await startAnswerProxy(s.emulator.urls['1.0.9.3']);
    try {
      proxy.answer(
        '/api/language/list',
        editJson((body) => {
          const languages = body['languages'] as Array<Record<string, unknown>>;
          languages.push({ ...languages[0], iso: 'xx\n::error::injected by the service' });
          languages.push({ ...languages[0], iso: 'yy ##[error]injected the old way' });
          languages.push({
            ...languages[0],
            iso: 'zz\n\u0085::error::after a next-line character',
          });
          languages[0] = { ...languages[0], is_default: '1' };
        }),
      );
      const run = await s.run({ 'api-url': proxy.url });
      expect(run.code).toBe(0);
      expect(annotations(run.stdout, 'error')).toEqual([]);
      expect(run.stdout).toContain(':\u200b:error::injected by the service');
      expect(run.stdout).toContain('#\u200b#[error]injected the old way');
      expect(run.stdout).not.toMatch(/##\[error\]/);
    } finally {
      await proxy.close();
    }
  });

  it('uploads screenshots that changed, and only those (1.0.9.3)', async ({ startScenario }) => {
    const s = await startScenario({
      files: {
        'locales/en.json': '{"a":"A"}',
        'shots/home.png': PNG,
        'shots/menu.png': PNG,
        'shots/notes.txt': 'x',
      },
    });

    const first = await s.run({ screenshots: 'shots/*.png', 'screenshot-autotag': 'false' });
    expect(first.code).toBe(0);
    const shots = s.calls('project/screenshot');
    expect(shots).toHaveLength(2);
    expect(shots[0]?.params['autotag']).toBe('0');
    expect(first.summary).toContain('`shots/home.png`: uploaded');

    let mark = s.emulator.calls.length;
    await s.fixture.commit({ 'locales/en.json': '{"a":"B"}' });
    await s.run({ screenshots: 'shots/*.png' });
    expect(s.calls('project/screenshot', mark)).toEqual([]);

    mark = s.emulator.calls.length;
    await s.fixture.commit({ 'shots/home.png': Buffer.concat([PNG, Buffer.from('trailer')]) });
    await s.run({ screenshots: 'shots/*.png' });
    expect(s.calls('project/screenshot', mark)).toHaveLength(1);
  });

  it('takes a snapshot titled with the commit before the first import', async ({
    startScenario,
  }) => {
    const s = await startScenario({ files: { 'locales/en.json': '{"a":"A"}' } });
    const run = await s.run({ 'snapshot-before-push': 'true' });
    expect(run.code).toBe(0);
    const head = git(s.fixture.origin, 'rev-parse', 'main');
    const endpoints = s.calls().map((c) => c.endpoint);
    expect(endpoints.indexOf('project/snapshot')).toBeLessThan(endpoints.indexOf('project/import'));
    expect(s.calls('project/snapshot')[0]?.params['title']).toBe(
      `l10n-sync before ${head.slice(0, 12)} on main`,
    );
  });

  it('warns and succeeds when the sync ref cannot be pushed', async ({ startScenario }) => {
    const s = await startScenario({ files: { 'locales/en.json': '{"a":"A"}' } });
    const hook = join(s.fixture.origin, 'hooks', 'pre-receive');
    await writeFile(hook, '#!/bin/sh\necho "refs are read-only here" >&2\nexit 1\n', {
      mode: 0o755,
    });
    const run = await s.run();
    expect(run.code).toBe(0);
    expect(annotations(run.stdout, 'warning').join('\n')).toMatch(
      /Could not push refs\/l10n-sync\/.+\/main to origin \(.*\); the next run will upload these files again/,
    );
    expect(s.syncRef()).toBeUndefined();
    expect(run.outputs['pushed-files']).toBe('1');
    // pushed-commit is the sync ref's new position, and the ref did not move.
    expect(run.outputs['pushed-commit']).toBe('');
  });

  it('keeps one sync ref per project and branch', async ({ startScenario }) => {
    const s = await startScenario({ files: { 'locales/en.json': '{"a":"A"}' } });
    await s.run({ 'base-branch': 'release' });
    expect(s.syncRef('release')).toMatch(/^[0-9a-f]{40}$/);
    expect(s.syncRef('main')).toBeUndefined();
  });
});
