import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling, type ThrottlingOptions } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck/light.js';
import { fetch } from 'undici';
import { createDispatcher } from '../http/dispatcher.ts';
import { maskSecrets } from '../common/redact.ts';

/** The REST client: @actions/github's Octokit with the retry and throttling plugins. */
export type GitHubClient = ReturnType<typeof getOctokit>;

/** Where the client reports rate-limit waits and server errors. */
export interface GitHubLog {
  info(message: string): void;
  warning(message: string): void;
}

/** The proxy settings the caller read from its environment (HTTPS_PROXY, NO_PROXY). */
export interface GitHubProxy {
  readonly httpsProxy?: string | undefined;
  readonly noProxy?: string | undefined;
}

export interface GitHubClientOptions {
  readonly token: string;
  /** The REST API's root, e.g. `https://api.github.com`. */
  readonly apiUrl: string;
  readonly log: GitHubLog;
  /** Multiplies every wait (retry backoff, rate-limit waits, write spacing); 1 in production. */
  readonly timeScale: number;
  readonly proxy?: GitHubProxy | undefined;
  /** Longest wait for a response's headers, and then for each chunk of its body. */
  readonly httpTimeoutMs: number;
}

/** Rate-limit retries per request: enough to ride out a burst, not a spent hourly quota. */
const RATE_LIMIT_RETRIES = 2;
/** A primary limit can reset an hour away; a job should fail rather than idle that long. */
const LONGEST_RATE_LIMIT_WAIT_S = 600;

/**
 * An Octokit for the REST API at `apiUrl`, which retries 5xx answers and failed connections
 * (plugin-retry: 3 retries, 1, 4 and 9 s apart), and spaces writes and waits out rate limits the
 * way GitHub asks (plugin-throttling). All waits are multiplied by `timeScale`.
 */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const scale = options.timeScale;
  const secrets = [options.token];
  const say = (write: (m: string) => void) => (message: string) =>
    write(maskSecrets(message, secrets));
  const info = say((m) => options.log.info(m));
  const warning = say((m) => options.log.warning(m));
  const dispatcher = createDispatcher(options.proxy, {
    headersTimeout: options.httpTimeoutMs,
    bodyTimeout: options.httpTimeoutMs,
  });

  const onLimit =
    (kind: string): NonNullable<ThrottlingOptions['onRateLimit']> =>
    (retryAfter, request, _octokit, retryCount) => {
      const waitS = Math.round(retryAfter * scale * 10) / 10;
      const where = `${request.method} ${request.url}`;
      if (retryCount < RATE_LIMIT_RETRIES && waitS <= LONGEST_RATE_LIMIT_WAIT_S) {
        warning(
          `GitHub's ${kind} rate limit was hit on ${where}; retrying in ${waitS} s ` +
            `(retry ${retryCount + 1} of ${RATE_LIMIT_RETRIES})`,
        );
        return true;
      }
      warning(
        `GitHub's ${kind} rate limit was hit on ${where}; it lifts in ${waitS} s, not waiting`,
      );
      return false;
    };

  return getOctokit(
    options.token,
    {
      baseUrl: options.apiUrl.replace(/\/+$/, ''),
      userAgent: 'l10n-sync',
      // Octokit's own notices (deprecations, a failing limit handler) would go to the console.
      log: { debug: () => undefined, info, warn: warning, error: warning },
      request: {
        // Our own dispatcher, so that the proxy and time-out follow the caller's settings rather
        // than whatever GITHUB_API_URL held when @actions/github was loaded.
        fetch: async (url: string, init: Parameters<typeof fetch>[1]) => {
          const response = await fetch(url, { ...init, dispatcher });
          if (response.status >= 500) {
            info(`GitHub answered HTTP ${response.status} for ${init?.method ?? 'GET'} ${url}`);
          }
          return response;
        },
      },
      retry: { retryAfterBaseValue: 1000 * scale },
      throttle: {
        onRateLimit: onLimit('primary'),
        onSecondaryRateLimit: onLimit('secondary'),
        retryAfterBaseValue: 1000 * scale,
        // The plugin's defaults (writes 1 s apart, notifying writes 3 s apart), scaled for tests.
        write: new Bottleneck.Group({ maxConcurrent: 1, minTime: 1000 * scale }),
        notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 3000 * scale }),
      },
    },
    retry,
    throttling,
  );
}
