import { messageOf } from '../common/message-of.ts';
import { request, type Dispatcher } from 'undici';
import { checkServiceAddress, shownUrl } from './bundle-address.ts';
import type { DownloadOptions } from './download-options.ts';
import { transportError } from './download-errors.ts';
import { redact } from './redact.ts';
import { assertSecureUrl } from './secure-url.ts';

/** Redirects followed before a download gives up (a CDN takes one or two). */
const MAX_REDIRECTS = 5;

/**
 * GETs `url`, following redirects by hand so that every address is checked as the first one
 * was: a redirect to plain http off the machine is refused, not followed (undici's own redirect
 * handling would follow it).
 */
export async function follow(
  url: string,
  options: DownloadOptions,
  deadline: AbortSignal,
): Promise<Dispatcher.ResponseData> {
  let at = url;
  for (let hop = 0; ; hop++) {
    // Time-outs between chunks, not for the whole body: a large bundle may take longer than
    // http-timeout to arrive, and is fine as long as it keeps arriving (within the deadline).
    const response = await request(at, {
      method: 'GET',
      dispatcher: options.dispatcher,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      signal: deadline,
    });
    const location = response.headers['location'];
    const redirected = [301, 302, 303, 307, 308].includes(response.statusCode);
    if (!redirected || typeof location !== 'string') return response;
    await response.body.dump();
    const shown = () => shownUrl(at, options.token);
    if (hop >= MAX_REDIRECTS) {
      throw transportError(options, `more than ${MAX_REDIRECTS} redirects from ${shown()}`);
    }
    let next: string;
    try {
      // Relative to where it came from; a value no parser takes is refused as it stands.
      const target = URL.canParse(location, at) ? new URL(location, at).href : location;
      next = assertSecureUrl(target, 'the bundle URL redirected to').href;
      await checkServiceAddress(next, options, 'the bundle URL redirected to');
    } catch (error) {
      const reason = messageOf(error);
      throw transportError(options, `${redact(reason, [options.token])} (from ${shown()})`);
    }
    at = next;
  }
}
