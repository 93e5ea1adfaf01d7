import type { Git } from './git.ts';

/**
 * The per-command settings that let git push and fetch: none when actions/checkout persisted its
 * credentials in the repository's config; else `github-token` as an HTTP header for the server
 * (never in a URL, where git would print it, and never written to the config).
 */
export async function credentialConfig(
  git: Git,
  token: string,
  serverUrl: string,
): Promise<{ config: string[]; secret?: string }> {
  const persisted = await git.run(
    ['config', '--local', '--get-regexp', '^(http\\..*\\.extraheader|includeif\\..*)$'],
    { allowFailure: true },
  );
  if (persisted.exitCode === 0 && persisted.stdout.trim() !== '') return { config: [] };
  if (token === '') return { config: [] };
  const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
  const server = serverUrl.replace(/\/+$/, '');
  return { config: [`http.${server}/.extraheader=AUTHORIZATION: basic ${basic}`], secret: basic };
}
