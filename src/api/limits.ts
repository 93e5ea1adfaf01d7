/**
 * How much of the service's answers and files the client takes. The service and the network are
 * not trusted: an answer that never ends, or a bundle sent a byte a second, would otherwise hold
 * the job until GitHub ends it six hours later, or fill the runner's disk.
 */

/** Bytes of one JSON answer: `string/list` of 10,000 keys in 20 languages is about 60 MB. */
export const MAX_ANSWER_BYTES = 256 * 1024 * 1024;

/**
 * Bytes of one bundle download: the extraction budget's total (src/pull/bundle/extract.ts), since a zip
 * holding more compressed bytes than that could never be unzipped within it.
 */
export const MAX_DOWNLOAD_BYTES = 1024 ** 3;

/**
 * A download may take this many times `http-timeout` in all, redirects included. Each chunk must
 * still arrive within `http-timeout`; the total stops a server that trickles (120 s gives
 * 20 minutes, enough for 1 GiB at under 1 MB/s).
 */
export const DOWNLOAD_DEADLINE_FACTOR = 10;

/** A limit of the client was passed: the answer is dropped and the call is not retried. */
export class LimitExceeded extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LimitExceeded';
  }
}
