import type { DownloadOptions } from './download-options.ts';
import { ApiError } from './errors.ts';
import type { TimedOut } from './timeouts.ts';

/** The errors a download ends with, each naming the download and the revision. */

export function limitError(options: DownloadOptions, detail: string): ApiError {
  return new ApiError({ kind: 'limit', endpoint: 'download', revision: options.revision, detail });
}

export function timedOutError(
  options: DownloadOptions,
  detail: string,
  timedOut: TimedOut['kind'],
): ApiError {
  return new ApiError({
    kind: 'transport',
    endpoint: 'download',
    revision: options.revision,
    detail,
    timedOut,
  });
}

export function transportError(options: DownloadOptions, detail: string, code?: string): ApiError {
  return new ApiError({
    kind: 'transport',
    endpoint: 'download',
    revision: options.revision,
    detail,
    ...(code ? { code } : {}),
  });
}
