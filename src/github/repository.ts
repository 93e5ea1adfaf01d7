/** A repository on GitHub, as the REST API's path parameters name it. */
export interface RepositoryRef {
  readonly owner: string;
  readonly repo: string;
}

// GitHub's own rules: owners are alphanumerics and single hyphens, repositories add `.` and `_`.
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const NAME = /^[A-Za-z0-9._-]+$/;

/** Splits `owner/name` (GITHUB_REPOSITORY's form); anything else is an error naming the form. */
export function parseRepository(repository: string): RepositoryRef {
  const parts = repository.trim().split('/');
  const [owner, repo] = parts;
  if (
    parts.length !== 2 ||
    owner === undefined ||
    repo === undefined ||
    !OWNER.test(owner) ||
    !NAME.test(repo) ||
    repo === '.' ||
    repo === '..'
  ) {
    throw new Error(`Invalid repository '${repository}'; expected owner/name`);
  }
  return { owner, repo };
}

/** The API's root without a trailing slash, or a one-line error for an address that is none. */
export function checkApiUrl(apiUrl: string): string {
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    throw new Error(`Invalid GitHub API URL '${apiUrl}'; expected e.g. https://api.github.com`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Invalid GitHub API URL '${apiUrl}'; expected an http(s) address`);
  }
  return apiUrl.replace(/\/+$/, '');
}
