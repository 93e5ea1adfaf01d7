import { messageOf } from '../common/message-of.ts';
import { serviceAddressProblem } from './address-policy.ts';
import type { DownloadOptions } from './download-options.ts';
import { ApiError } from './errors.ts';
import { redact } from './redact.ts';
import type { ExportBundle } from './results.ts';
import { assertSecureUrl } from './secure-url.ts';

/**
 * Where a bundle is, and whether the action may fetch it there: the address the export answer
 * gives, kept below download-url or checked as the service's word, and shown without secrets.
 */

/**
 * The bundle's address: `{download_url}` + `bundle.file` as the interface says, or 1.0.9.3's
 * `full_file` when no download URL is configured. The file part must be a relative path, so a
 * service answer cannot point the download at another host.
 */
export function bundleUrl(
  bundle: ExportBundle,
  options: Pick<DownloadOptions, 'revision' | 'downloadUrl' | 'token'>,
): string {
  const fail = (detail: string): never => {
    throw new ApiError({
      kind: 'request',
      endpoint: 'download',
      revision: options.revision,
      detail,
    });
  };
  let url: string;
  if (options.downloadUrl) {
    url = belowDownloadUrl(bundle.file, options.downloadUrl, fail, options.token);
  } else if (options.revision === '1.0.9.3' && bundle.fullFile) {
    url = bundle.fullFile;
  } else {
    return fail(
      options.revision === '1.0.9.2'
        ? 'download-url is required on revision 1.0.9.2 (its export answer has no full_file)'
        : 'the export answer has no full_file; set download-url',
    );
  }
  try {
    // The parsed form: the service's text may hold line breaks, which the parser drops and a
    // log line must not carry (a line starting with `::` is a workflow command).
    return assertSecureUrl(url, 'the bundle URL').href;
  } catch (error) {
    return fail(redact(messageOf(error), [options.token]));
  }
}

/**
 * `{download_url}` + `file`, which must stay below download-url's path however it is written:
 * no scheme or host, no `..` or `.` segment, not even percent-encoded (`%2e%2e`), no encoded
 * slash or backslash (a server may decode them), and, once resolved, the same origin and a path
 * that starts with download-url's.
 */
function belowDownloadUrl(
  file: string,
  downloadUrl: string,
  fail: (detail: string) => never,
  token: string,
): string {
  const refuse = (): never =>
    fail(`the bundle path '${redact(file, [token])}' is not a relative path below download-url`);
  const relative = file.replace(/^\/+/, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(relative) || /[\\]|%2f|%5c/i.test(relative)) refuse();
  const path = relative.split(/[?#]/, 1)[0] ?? '';
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return refuse();
    }
    if (decoded === '.' || decoded === '..') refuse();
  }
  const base = new URL(downloadUrl.endsWith('/') ? downloadUrl : `${downloadUrl}/`);
  const url = new URL(relative, base);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) refuse();
  return url.href;
}

/**
 * A URL as messages show it: without user info (download-url may hold a password) and with the
 * token redacted (a bundle URL may carry `?api_token=` as much as a GET does).
 */
export function shownUrl(url: string, token: string): string {
  let plain = url;
  if (URL.canParse(url)) {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    plain = parsed.href;
  }
  return redact(plain, [token]);
}

/** Refuses an address from the service that carries credentials or points at a private host. */
export async function checkServiceAddress(url: string, options: DownloadOptions, what: string) {
  const problem = serviceAddressProblem(new URL(url), await options.servicePrivate());
  if (problem === undefined) return;
  throw new ApiError({
    kind: 'transport',
    endpoint: 'download',
    revision: options.revision,
    detail: `${what} is refused: ${problem}`,
  });
}
