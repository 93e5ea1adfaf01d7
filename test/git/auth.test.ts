import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { credentialConfig } from '../../src/git/auth.ts';
import { configEnv } from '../../src/git/git.ts';
import { createGit } from '../../src/git/git.ts';
import { git } from '../support/git-fixture.ts';

async function repository(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'l10n-auth-'));
  git(dir, 'init', '-q');
  return dir;
}

describe('credentialConfig', () => {
  it('uses the credentials actions/checkout persisted, and adds none', async () => {
    const dir = await repository();
    git(
      dir,
      'config',
      '--local',
      'http.https://github.com/.extraheader',
      'AUTHORIZATION: basic cGVyc2lzdGVk',
    );
    expect(await credentialConfig(createGit(dir), 'ghs_secret', 'https://github.com')).toEqual({
      config: [],
    });
  });

  it('sends github-token as a per-command header when none were persisted, never in the config', async () => {
    const dir = await repository();
    const result = await credentialConfig(
      createGit(dir),
      'ghs_secret',
      'https://github.example.com/',
    );
    const basic = Buffer.from('x-access-token:ghs_secret').toString('base64');
    expect(result).toEqual({
      config: [`http.https://github.example.com/.extraheader=AUTHORIZATION: basic ${basic}`],
      secret: basic,
    });
    expect(git(dir, 'config', '--list', '--local')).not.toContain(basic);
  });

  it('adds nothing without a token', async () => {
    const dir = await repository();
    expect(await credentialConfig(createGit(dir), '', 'https://github.com')).toEqual({
      config: [],
    });
  });
});

describe('settings for one git command', () => {
  it('go through the environment, after those the parent environment has', () => {
    expect(configEnv({}, ['http.https://h/.extraheader=AUTHORIZATION: basic a=b'])).toEqual({
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: 'http.https://h/.extraheader',
      GIT_CONFIG_VALUE_0: 'AUTHORIZATION: basic a=b',
    });
    expect(configEnv({ GIT_CONFIG_COUNT: '2' }, ['core.fsmonitor=false'])).toEqual({
      GIT_CONFIG_COUNT: '3',
      GIT_CONFIG_KEY_2: 'core.fsmonitor',
      GIT_CONFIG_VALUE_2: 'false',
    });
  });
});
