import { MAX_ANSWER_BYTES } from '../api/index.ts';
import { tmpdir } from 'node:os';
import { assertSecureUrl } from '../api/index.ts';
import { quote } from '../common/parsers.ts';
import type { InputReader } from './reader.ts';
import type { RunContext } from './settings.ts';

/** Where and how the run happens, from the runner's environment (and github-api-url). */
export function readContext(r: InputReader, env: NodeJS.ProcessEnv): RunContext {
  return {
    workspace: env['GITHUB_WORKSPACE'] || process.cwd(),
    repository: env['GITHUB_REPOSITORY'] || undefined,
    githubApiUrl: r.read(
      'github-api-url',
      (v) => secureUrl(v).replace(/\/+$/, ''),
      env['GITHUB_API_URL'] || 'https://api.github.com',
    ),
    githubServerUrl: env['GITHUB_SERVER_URL'] || 'https://github.com',
    timeScale: readTimeScale(r, env['L10N_SYNC_TIME_SCALE']),
    maxAnswerBytes: readMaxAnswerBytes(r, env['L10N_SYNC_MAX_ANSWER_BYTES']),
    tempDir: env['RUNNER_TEMP'] || tmpdir(),
    proxy: {
      ...optional('httpsProxy', env['HTTPS_PROXY'] ?? env['https_proxy']),
      ...optional('noProxy', env['NO_PROXY'] ?? env['no_proxy']),
    },
  };
}

/** A URL input that carries a token: https, or plain http to loopback only. */
export function secureUrl(value: string): string {
  return assertSecureUrl(value, 'URL').toString();
}

function readTimeScale(r: InputReader, value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) {
    r.problems.push(
      `Invalid L10N_SYNC_TIME_SCALE: expected a number greater than 0, got ${quote(value)}`,
    );
    return 1;
  }
  return n;
}

/**
 * The most bytes of one answer the client reads, made small by tests so that a small project's
 * string/list goes in several batches; undefined (the client's own limit) unless set. Never
 * above the client's limit: that one keeps an answer from filling the runner's memory.
 */
function readMaxAnswerBytes(r: InputReader, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1024 || n > MAX_ANSWER_BYTES) {
    r.problems.push(
      `Invalid L10N_SYNC_MAX_ANSWER_BYTES: expected a whole number of bytes from 1024 to ${MAX_ANSWER_BYTES}, got ${quote(value)}`,
    );
    return undefined;
  }
  return n;
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value ? ({ [key]: value } as Record<K, string>) : {};
}
