import { isLoopback } from '../http/loopback.ts';

/**
 * Refuses addresses the token must not travel to: anything but https, except plain http to a
 * loopback host (the emulator, a local proxy), where nothing leaves the machine.
 */
export function assertSecureUrl(value: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${what} '${shortened(value)}' is not a URL; expected https://host[/path]`);
  }
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && isLoopback(url.hostname)) return url;
  if (url.protocol === 'http:') {
    throw new Error(
      `${what} '${url.origin}' uses plain http to a host that is not loopback; the token would travel in clear text: use https`,
    );
  }
  throw new Error(`${what} '${shortened(url.origin)}' must be an https:// URL`);
}

/** At most 100 characters of a value that is no URL: an input may be a whole file. */
function shortened(value: string): string {
  return value.length > 100 ? `${value.slice(0, 100)}…` : value;
}
