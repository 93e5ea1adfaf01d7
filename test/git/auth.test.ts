import { describe, expect, it } from 'vitest';
import { githubCredentials } from '../../src/git/auth.ts';

describe('githubCredentials', () => {
  it('sends github-token as a header for the server, replacing what actions/checkout persisted', () => {
    const basic = Buffer.from('x-access-token:ghs_secret').toString('base64');
    expect(githubCredentials('ghs_secret', 'https://github.example.com/')).toEqual({
      config: [
        ['http.https://github.example.com/.extraheader', ''],
        ['http.https://github.example.com/.extraheader', `AUTHORIZATION: basic ${basic}`],
      ],
      secret: basic,
    });
  });

  it('adds nothing without a token, so persisted credentials are used', () => {
    expect(githubCredentials('', 'https://github.com')).toEqual({ config: [] });
  });
});
