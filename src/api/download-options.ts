import type { CallerOptions } from './caller.ts';

/**
 * How a download is made: as the calls are (the token is removed from every address shown, since
 * the service may put it in a bundle's URL), plus where bundles live and how much may come.
 */
export interface DownloadOptions extends Pick<
  CallerOptions,
  | 'revision'
  | 'token'
  | 'timeoutMs'
  | 'maxRetries'
  | 'heartbeatMs'
  | 'dispatcher'
  | 'clock'
  | 'limiter'
  | 'onEvent'
> {
  /** `{download_url}`; when absent, 1.0.9.3's `full_file` is used. */
  readonly downloadUrl: string | undefined;
  /** Whether api-url is on a private network, so the service's addresses may be too. */
  readonly servicePrivate: () => Promise<boolean>;
  /** Bytes downloaded at most; MAX_DOWNLOAD_BYTES when absent. */
  readonly maxBytes?: number;
}
