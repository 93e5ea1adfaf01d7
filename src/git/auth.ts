import type { GitConfig } from './environment.ts';

/** What git needs to push and fetch with `github-token`, and the form of it to mask. */
export interface Credentials {
  /** Settings for the commands that talk to origin; empty without a token. */
  readonly config: GitConfig;
  /** The basic-auth value, which the log must mask like the token itself. */
  readonly secret?: string;
}

/**
 * `github-token` as an HTTP header for the server (never in a URL, where git would print it, and
 * never written to the repository's config). An empty value first clears any header
 * actions/checkout persisted for that server: a push made with the workflow's GITHUB_TOKEN starts
 * no workflow, so the pull request would run no CI, while one made with a personal access token
 * or an App token does. Without a token, the persisted credentials are used as they are.
 */
export function githubCredentials(token: string, serverUrl: string): Credentials {
  if (token === '') return { config: [] };
  const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
  const key = `http.${serverUrl.replace(/\/+$/, '')}/.extraheader`;
  return {
    config: [
      [key, ''],
      [key, `AUTHORIZATION: basic ${basic}`],
    ],
    secret: basic,
  };
}
