import { ERROR_CODES, type EndpointName, type Revision } from './interface.ts';
import type { TimedOutKind } from './timeouts.ts';

/**
 * Where an error came from:
 * - `service`: the service answered with an error envelope (`code` is the service's code);
 * - `request`: the client refused to send a request the chosen revision does not allow;
 * - `transport`: no usable answer (connection failure, time-out, HTTP error without envelope);
 * - `protocol`: an answer that is not the interface's JSON;
 * - `limit`: an answer or download past the client's limits of size or time (src/api/limits.ts),
 *   dropped and not retried, since a retry would only spend the same again.
 */
export type ApiErrorKind = 'service' | 'request' | 'transport' | 'protocol' | 'limit';

/** What a user can do about each service code. */
const ADVICE: Partial<Record<string, string>> = {
  '401': 'set the api-token input',
  '4011':
    'check that api-token is a current token of the service (a regenerated token invalidates the old one)',
  '403': 'check that the token is read-write and that project-id names a project it can access',
  '404': 'check api-url and revision: the service did not recognise this call',
  '4012':
    'the request reached the service without its form data (a proxy may drop POST bodies); check HTTPS_PROXY and api-url',
  '4042': 'check that list values in export-params are JSON arrays',
  '4043': 'check the language code and language-map',
  '4044': 'add the language to the project, or set add-missing-languages',
  '4045': 'check the language code and language-map: the language was empty',
  '4046': 'check that the file is valid in its format, and of a format the service imports',
  '4047': 'choose an export format the revision supports',
  '4048': 'the rate limit held through every retry; raise max-retries or run less often',
  '4049': 'a required parameter was missing; please report this',
  '4050': 'the language was added meanwhile (by another run or a person); run again',
};

/**
 * For a call that got no HTTP answer, retries spent: what to do depends on how it ended, and
 * raising http-timeout is advised only where the time-out was what ended it.
 */
const NO_ANSWER: Record<TimedOutKind | 'unreachable', string> = {
  // Connection refused, reset, a name that does not resolve, a connect time-out: not slowness.
  unreachable: 'check api-url and that the service is reachable from the runner',
  silent:
    'it looks hung; check its status, and raise http-timeout only if it is just slow to answer',
  partial: 'raise http-timeout if the service is just slow to send answers this large',
};

export interface ApiErrorDetails {
  readonly kind: ApiErrorKind;
  readonly endpoint: EndpointName | 'download';
  readonly revision: Revision;
  /** The service's code (`4048`), or the HTTP status for transport errors when there was one. */
  readonly code?: string;
  /** The service's own message, or the cause of a transport or protocol error. */
  readonly detail: string;
  /** For a transport error that a time-out ended: whether any of the answer came. */
  readonly timedOut?: TimedOutKind;
}

/** The one error type of the client; its message is a single line safe to show to a user. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly endpoint: EndpointName | 'download';
  readonly revision: Revision;
  readonly code: string | undefined;
  readonly detail: string;
  readonly timedOut: TimedOutKind | undefined;

  constructor(details: ApiErrorDetails) {
    super(formatMessage(details));
    this.name = 'ApiError';
    this.kind = details.kind;
    this.endpoint = details.endpoint;
    this.revision = details.revision;
    this.code = details.code;
    this.detail = details.detail;
    this.timedOut = details.timedOut;
  }

  /**
   * True for faults worth retrying: 4048, answers that are not the interface's JSON, failures
   * below HTTP, and HTTP 5xx or 429. Any other HTTP error (a 404 page, a proxy's 407) will not
   * change on retry.
   */
  get transient(): boolean {
    if (this.code === '4048' || this.kind === 'protocol') return true;
    if (this.kind !== 'transport') return false;
    const status = Number(this.code ?? 0);
    return status === 0 || status >= 500 || status === 429;
  }
}

function formatMessage(d: ApiErrorDetails): string {
  const where = `${d.endpoint} (revision ${d.revision})`;
  switch (d.kind) {
    case 'service': {
      const meaning = ERROR_CODES[d.code as keyof typeof ERROR_CODES] ?? 'unknown error code';
      const advice = d.code ? ADVICE[d.code] : undefined;
      const detail = d.detail;
      // The service's message often begins with the code's meaning: its words alone then say it.
      const told = detail.toLowerCase().startsWith(meaning.toLowerCase())
        ? `: ${detail}`
        : ` (${meaning})${detail ? `: ${detail}` : ''}`;
      return `${where} failed with ${d.code}${told}${advice ? `. What to do: ${advice}` : ''}`;
    }
    case 'request':
      return `${where} not sent: ${d.detail}`;
    case 'transport':
      return `${where} got no usable answer: ${d.detail}${transportAdvice(d)}`;
    case 'protocol':
      return `${where}: the service answered with something that is not the interface's JSON: ${d.detail}`;
    case 'limit':
      return `${where} stopped: ${d.detail}`;
  }
}

/**
 * What to do about a call that got no HTTP answer; nothing for an HTTP error (its status says
 * it) or for a download that failed otherwise than by a time-out (its address says it).
 */
function transportAdvice(d: ApiErrorDetails): string {
  if (d.code !== undefined) return '';
  if (d.timedOut !== undefined) return `. What to do: ${NO_ANSWER[d.timedOut]}`;
  return d.endpoint === 'download' ? '' : `. What to do: ${NO_ANSWER.unreachable}`;
}
