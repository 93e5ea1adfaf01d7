import type { EndpointName, Revision } from '../../src/api/interface.ts';
import { ENDPOINTS } from '../../src/api/interface.ts';
import type { Role, Tokens } from './auth.ts';
import { authenticate, authorize } from './auth.ts';
import { ApiError } from './errors.ts';
import { HANDLERS } from './handlers/index.ts';
import type { Body } from './handlers/context.ts';
import type { Envelope, RawParams } from './http.ts';
import { parseParams, SUCCESS } from './http.ts';
import { validateParams } from './params.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { Store } from './store.ts';
import type { WebhookSender } from './webhook.ts';

/** What the API pipeline works with, shared by both ports. */
export interface ApiDeps {
  readonly store: Store;
  readonly tokens: Tokens;
  readonly rateLimiter: RateLimiter;
  readonly webhooks: WebhookSender;
  readonly downloadUrl: () => string;
}

/** One API request as it arrived. */
export interface ApiRequest {
  readonly revision: Revision;
  readonly endpoint: EndpointName | undefined;
  readonly method: string;
  readonly url: URL;
  readonly contentType: string | undefined;
  readonly body: Buffer;
  readonly arrival: number;
}

/** The answer to one API request, with what the call record needs. */
export interface ApiAnswer {
  readonly envelope: Envelope;
  readonly body: Body;
  readonly raw?: RawParams;
  readonly role?: Role;
}

/** The endpoint a path names in a revision (`/api/<resource>/<action>`), if it has one. */
export function endpointOf(revision: Revision, path: string): EndpointName | undefined {
  const name = /^\/api\/([a-z]+\/[a-z]+)\/?$/.exec(path)?.[1];
  if (!name || !Object.hasOwn(ENDPOINTS, name)) return undefined;
  const endpoint = name as EndpointName;
  return (ENDPOINTS[endpoint].revisions as readonly Revision[]).includes(revision)
    ? endpoint
    : undefined;
}

/**
 * Serves one API call, in the order a client meets the checks: the path (404), the method and
 * body (4012), the token (401, 4011), its permission (403), the rate limit (4048), the parameters
 * (4040, 4049, 4042), then the handler's own checks. A check that fails answers its envelope and
 * changes nothing.
 */
export async function answerApi(deps: ApiDeps, request: ApiRequest): Promise<ApiAnswer> {
  let raw: RawParams | undefined;
  let role: Role | undefined;
  try {
    const { endpoint } = request;
    if (!endpoint)
      throw new ApiError(
        '404',
        `${request.url.pathname} is not an endpoint of revision ${request.revision}`,
      );
    const spec = ENDPOINTS[endpoint];
    // A GET to a POST endpoint sends no POST data (4012); a POST to a GET endpoint is not a call the interface has.
    if (spec.method === 'POST' && request.method !== 'POST')
      throw new ApiError('4012', `${endpoint} takes POST`);
    if (spec.method === 'GET' && request.method !== 'GET')
      throw new ApiError('404', `${endpoint} takes GET`);
    raw = await parseParams(request.method, request.url, request.contentType, request.body);
    const token = raw.fields.get('api_token');
    role = authenticate(deps.tokens, token);
    authorize(role, spec.writes, endpoint);
    deps.rateLimiter.admit(request.revision, endpoint, token ?? '', request.arrival);
    const params = validateParams(endpoint, request.revision, raw);
    const body = await HANDLERS[endpoint]({
      revision: request.revision,
      endpoint,
      params,
      store: deps.store,
      arrival: request.arrival,
      downloadUrl: deps.downloadUrl(),
      sendWebhook: (url, payload) => deps.webhooks.send(url, payload),
    });
    return { envelope: SUCCESS, body, raw, role };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      envelope: { status: 'error', code: error.code, message: error.message },
      body: {},
      ...(raw ? { raw } : {}),
      ...(role ? { role } : {}),
    };
  }
}
