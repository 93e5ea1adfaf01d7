import { ERROR_CODES, type EndpointName, type Revision } from './interface.ts';

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
  '4046': 'check that the file is valid in its format',
  '4047': 'choose an export format the revision supports',
  '4048': 'the rate limit held through every retry; raise max-retries or run less often',
  '4049': 'a required parameter was missing; please report this',
  '4050': 'the language was added meanwhile (by another run or a person); run again',
};

/** For a call that got no HTTP answer at all, retries spent. */
const UNREACHABLE =
  'check api-url and that the service is reachable from the runner; raise http-timeout for a slow service';

export interface ApiErrorDetails {
  readonly kind: ApiErrorKind;
  readonly endpoint: EndpointName | 'download';
  readonly revision: Revision;
  /** The service's code (`4048`), or the HTTP status for transport errors when there was one. */
  readonly code?: string;
  /** The service's own message, or the cause of a transport or protocol error. */
  readonly detail: string;
}

/** The one error type of the client; its message is a single line safe to show to a user. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly endpoint: EndpointName | 'download';
  readonly revision: Revision;
  readonly code: string | undefined;
  readonly detail: string;

  constructor(details: ApiErrorDetails) {
    super(formatMessage(details));
    this.name = 'ApiError';
    this.kind = details.kind;
    this.endpoint = details.endpoint;
    this.revision = details.revision;
    this.code = details.code;
    this.detail = details.detail;
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
      return `${where} got no usable answer: ${d.detail}${d.code === undefined && d.endpoint !== 'download' ? `. What to do: ${UNREACHABLE}` : ''}`;
    case 'protocol':
      return `${where}: the service answered with something that is not the interface's JSON: ${d.detail}`;
    case 'limit':
      return `${where} stopped: ${d.detail}`;
  }
}
