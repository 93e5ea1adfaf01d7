import { RAW_KEPT } from './json-bytes.ts';

/** The first RAW_KEPT bytes of a body, for the message when it turns out to be no JSON. */
export class RawPrefix {
  readonly #chunks: Buffer[] = [];
  #bytes = 0;

  keep(chunk: Buffer): void {
    if (this.#bytes >= RAW_KEPT) return;
    this.#chunks.push(chunk.subarray(0, RAW_KEPT - this.#bytes));
    this.#bytes += Math.min(chunk.length, RAW_KEPT - this.#bytes);
  }

  text(): string {
    return Buffer.concat(this.#chunks).toString('utf8');
  }
}
