import type { EndpointName, Revision } from '../../src/api/interface.ts';
import { RATE_LIMITS } from '../../src/api/interface.ts';
import { ApiError } from './errors.ts';

/** A spacing the emulator enforces on 1.0.9.3, where the interface shows none (for benchmarks). */
export interface SpacingRule {
  readonly endpoint: string;
  readonly spacingMs: number;
}

/**
 * The per-token spacing of calls: 1.0.9.2's stated limits (§8) multiplied by `timeScale`, and any
 * configured 1.0.9.3 spacing (not scaled: the test that configures it picks the number it wants).
 *
 * A call is timed at its arrival. Only accepted calls start a new window: the interface does not
 * say whether a refused call restarts it, and counting only accepted ones means a client that waits
 * the stated spacing after its last success always gets through.
 */
export class RateLimiter {
  timeScale: number;
  rules1093: SpacingRule[];
  readonly #last = new Map<string, number>();

  constructor(timeScale: number, rules1093: readonly SpacingRule[]) {
    this.timeScale = timeScale;
    this.rules1093 = [...rules1093];
  }

  /** The spacing for an endpoint of a revision, in ms; 0 for none. */
  spacing(revision: Revision, endpoint: EndpointName): number {
    if (revision === '1.0.9.2') return (RATE_LIMITS[revision][endpoint] ?? 0) * this.timeScale;
    return this.rules1093.find((rule) => rule.endpoint === endpoint)?.spacingMs ?? 0;
  }

  /** Throws 4048 when this call comes too soon after the token's last accepted one; else records it. */
  admit(revision: Revision, endpoint: EndpointName, token: string, arrival: number): void {
    const spacing = this.spacing(revision, endpoint);
    if (spacing <= 0) return;
    const id = `${revision} ${endpoint} ${token}`;
    const last = this.#last.get(id);
    if (last !== undefined && arrival - last < spacing) {
      const wait = Math.ceil(spacing - (arrival - last));
      throw new ApiError(
        '4048',
        `${endpoint} allows one request per ${formatMs(spacing)} per token; retry in ${formatMs(wait)}`,
      );
    }
    this.#last.set(id, arrival);
  }

  /** Forgets every window. */
  reset(): void {
    this.#last.clear();
  }
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1)} s` : `${ms} ms`;
}
