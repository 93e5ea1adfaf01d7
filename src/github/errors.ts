import { maskSecrets } from '../common/redact.ts';
import { isRecord } from '../common/records.ts';
import { messageOf } from '../common/message-of.ts';
/**
 * The one error type of this folder. Its message is a single line safe to show to a user: what
 * failed, GitHub's HTTP status and message, and what to do about it. It never carries the token.
 */
export class GitHubError extends Error {
  /** GitHub's HTTP status; undefined when GitHub did not answer at all. */
  readonly status: number | undefined;

  constructor(message: string, status: number | undefined) {
    super(message);
    this.name = 'GitHubError';
    this.status = status;
  }
}

/** What a failure message needs to know besides the error. */
export interface FailureContext {
  readonly apiUrl: string;
  /** `owner/name`, for advice about a 404. */
  readonly repository: string;
  /** Strings that must not appear in the message (the token). */
  readonly secrets: readonly string[];
}

/**
 * The shape of Octokit's RequestError that this code reads. Matched by shape rather than by class,
 * so that the check does not depend on which copy of @octokit/request-error threw it.
 */
export interface HttpFailure {
  readonly status: number;
  readonly message: string;
  readonly response?: { readonly data?: unknown };
}

/** True for Octokit's error for a request that failed (with or without an answer). */
export function isHttpFailure(error: unknown): error is HttpFailure {
  return (
    error instanceof Error &&
    typeof (error as Partial<HttpFailure>).status === 'number' &&
    'request' in error
  );
}

/** GitHub's message for a failed request (its `message` plus the details of `errors`), one line. */
export function gitHubMessage(error: HttpFailure): string {
  const data = error.response?.data;
  if (isRecord(data) && typeof data['message'] === 'string') {
    const details = Array.isArray(data['errors']) ? data['errors'].map(describeDetail) : [];
    return oneLine([data['message'], ...details.filter((d) => d !== '')].join(': '));
  }
  // A proxy or load balancer may answer with a page of its own rather than GitHub's JSON.
  if (typeof data === 'string' && data.trim() !== '') return oneLine(data);
  return oneLine(error.message);
}

/**
 * Turns any failure of a request into a one-line GitHubError: `Could not <what>: ...`. Errors that
 * are not HTTP failures (a bug, most likely) keep their message, with secrets removed.
 */
export function toGitHubError(what: string, error: unknown, context: FailureContext): Error {
  if (error instanceof GitHubError) return error;
  const clean = (text: string) => maskSecrets(text, context.secrets);
  if (!isHttpFailure(error)) {
    const message = messageOf(error);
    return new Error(clean(`Could not ${what}: ${oneLine(message)}`));
  }
  // Octokit reports a request that got no answer (refused, reset, timed out) as status 500
  // without a response.
  if (error.response === undefined) {
    return new GitHubError(
      clean(
        `Could not ${what}: no answer from GitHub at ${context.apiUrl} (${oneLine(error.message)}). ` +
          'Check the network and GITHUB_API_URL, or re-run the job.',
      ),
      undefined,
    );
  }
  const message = gitHubMessage(error);
  return new GitHubError(
    clean(
      `Could not ${what}: GitHub answered HTTP ${error.status} "${message}". ` +
        advice(error.status, message, context.repository),
    ),
    error.status,
  );
}

/** What a user can do about a failure, from GitHub's status and message. */
function advice(status: number, message: string, repository: string): string {
  if (status === 401) {
    return 'Check the github-token input: the token is missing, expired or revoked.';
  }
  if (/not permitted to create or approve pull requests/i.test(message)) {
    return (
      "Enable 'Allow GitHub Actions to create and approve pull requests' in the repository's " +
      'Settings > Actions > General (or in the organization settings, if it is locked there).'
    );
  }
  if (status === 429 || /rate limit/i.test(message)) {
    return "GitHub's rate limit held through the retries; run the job again later.";
  }
  if (status === 403 && /not accessible by/i.test(message)) {
    return (
      "Give the workflow the 'pull-requests: write' permission " +
      '(permissions: { contents: write, pull-requests: write }), or use a github-token that has it.'
    );
  }
  if (status === 403) {
    return "Check that the github-token may write pull requests ('pull-requests: write').";
  }
  if (status === 404) {
    return `Check that the repository ${repository} exists and that the github-token can see it.`;
  }
  if (status === 422) {
    if (/no commits between/i.test(message)) {
      return 'The branch has no commit that the base lacks, so there is nothing to propose.';
    }
    if (/draft pull requests are not supported/i.test(message)) {
      return 'Set pr-draft to false: this repository cannot have draft pull requests.';
    }
    if (/\b(head|base)\b.*invalid/i.test(message)) {
      return 'Check that the branch was pushed and that base-branch exists on GitHub.';
    }
    return 'Check the values GitHub names.';
  }
  if (status >= 500) {
    return 'GitHub failed through every retry; re-run the job later (https://www.githubstatus.com).';
  }
  return 'Re-run the job; if it fails again, please report it.';
}

/** One entry of GitHub's `errors` array: a string, `{message}`, or `{resource, field, code}`. */
function describeDetail(detail: unknown): string {
  if (typeof detail === 'string') return detail;
  if (!isRecord(detail)) return '';
  if (typeof detail['message'] === 'string') return detail['message'];
  return ['resource', 'field', 'code']
    .map((key) => detail[key])
    .filter((part): part is string => typeof part === 'string')
    .join(' ');
}

/** At most 300 characters on one line: GitHub's messages may hold newlines or a whole HTML page. */
function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 300 ? `${flat.slice(0, 299)}…` : flat;
}
