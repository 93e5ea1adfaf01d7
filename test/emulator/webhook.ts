/**
 * The export webhook: an HTTP POST of JSON to `webhook_url` once the bundle is ready. Its encoding
 * and retries are not shown; the emulator sends JSON once, best effort, and ignores the answer.
 */
export class WebhookSender {
  readonly #abort = new AbortController();
  readonly #pending = new Set<Promise<void>>();

  /** Starts a delivery and returns at once; failures are ignored. */
  send(url: string, payload: unknown): void {
    const delivery = fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.any([this.#abort.signal, AbortSignal.timeout(10_000)]),
    })
      .then((response) => response.body?.cancel())
      .catch(() => undefined)
      .finally(() => this.#pending.delete(delivery));
    this.#pending.add(delivery);
  }

  /** Aborts deliveries still under way, so the emulator closes promptly. */
  async close(): Promise<void> {
    this.#abort.abort();
    await Promise.all(this.#pending);
  }
}
