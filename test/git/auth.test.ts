import { describe, expect, it } from 'vitest';
import { credentialConfig } from '../../src/git/auth.ts';
import { configEnv } from '../../src/git/git.ts';

describe('credentialConfig', () => {
  it('sends github-token as a header for the server, replacing what actions/checkout persisted', () => {
    const basic = Buffer.from('x-access-token:ghs_secret').toString('base64');
    expect(credentialConfig('ghs_secret', 'https://github.example.com/')).toEqual({
      config: [
        'http.https://github.example.com/.extraheader=',
        `http.https://github.example.com/.extraheader=AUTHORIZATION: basic ${basic}`,
      ],
      secret: basic,
    });
  });

  it('adds nothing without a token, so persisted credentials are used', () => {
    expect(credentialConfig('', 'https://github.com')).toEqual({ config: [] });
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
