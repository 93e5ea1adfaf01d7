/**
 * The per-command settings that let git push and fetch with `github-token`: the token as an HTTP
 * header for the server (never in a URL, where git would print it, and never written to the
 * config). An empty value first clears any header actions/checkout persisted for that server:
 * a push made with the workflow's GITHUB_TOKEN starts no workflow, so the pull request would run
 * no CI, while one made with a personal access token or an App token does. Without a token, the
 * persisted credentials are used as they are.
 */
export function credentialConfig(
  token: string,
  serverUrl: string,
): { config: string[]; secret?: string } {
  if (token === '') return { config: [] };
  const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
  const key = `http.${serverUrl.replace(/\/+$/, '')}/.extraheader`;
  return { config: [`${key}=`, `${key}=AUTHORIZATION: basic ${basic}`], secret: basic };
}
