import { backoffMs, type BackoffPolicy } from './backoff.ts';
import type { Clock } from './clock.ts';
import { RATE_LIMITS, type EndpointName, type Revision } from './interface.ts';

/**
 * Paces calls of one token. On 1.0.9.2 the stated spacings are kept from the moment the previous
 * call was answered: the service may time a call anywhere between its arrival (after an upload of
 * any length) and its answer, and only the answer is a point the client can prove lies after it.
 * That costs each call's own duration and never provokes a 4048. On any revision a 4048 answer is met with a growing wait; on 1.0.9.3, whose limits are not
 * stated, the spacing that finally succeeded is remembered for the endpoint, so later calls wait
 * for it up front instead of being refused again.
 *
 * Every wait is multiplied by `timeScale` (tests run 30 s spacings as 0.3 s).
 */
export class RateLimiter {
  private readonly revision: Revision;
  private readonly clock: Clock;
  private readonly timeScale: number;
  private readonly policy: BackoffPolicy;
  private readonly random: () => number;
  /** When each endpoint's last call was answered (or failed). */
  private readonly lastSettled = new Map<EndpointName, number>();
  private readonly lastAccepted = new Map<EndpointName, number>();
  private readonly learned = new Map<EndpointName, number>();

  constructor(options: {
    revision: Revision;
    clock: Clock;
    timeScale: number;
    policy: BackoffPolicy;
    random: () => number;
  }) {
    this.revision = options.revision;
    this.clock = options.clock;
    this.timeScale = options.timeScale;
    this.policy = options.policy;
    this.random = options.random;
  }

  /** The spacing the limiter keeps for an endpoint, in scaled milliseconds (0 for none). */
  spacingMs(endpoint: EndpointName): number {
    const stated = RATE_LIMITS[this.revision][endpoint];
    if (stated !== undefined) return stated * this.timeScale;
    return this.learned.get(endpoint) ?? 0;
  }

  /** How long a call sent now would have to wait, in milliseconds. */
  waitNeededMs(endpoint: EndpointName): number {
    const last = this.lastSettled.get(endpoint);
    if (last === undefined) return 0;
    return Math.max(0, last + this.spacingMs(endpoint) - this.clock.now());
  }

  /** Marks a call as answered (or failed) now. */
  settled(endpoint: EndpointName): void {
    this.lastSettled.set(endpoint, this.clock.now());
  }

  /**
   * Records an accepted call. `afterRefusals` is true when it succeeded only after 4048 answers:
   * on 1.0.9.3 the time since the previous accepted call is then taken as the endpoint's spacing.
   */
  accepted(endpoint: EndpointName, afterRefusals: boolean): void {
    const now = this.lastSettled.get(endpoint) ?? this.clock.now();
    const previous = this.lastAccepted.get(endpoint);
    if (
      afterRefusals &&
      previous !== undefined &&
      RATE_LIMITS[this.revision][endpoint] === undefined
    ) {
      this.learned.set(endpoint, Math.max(this.learned.get(endpoint) ?? 0, now - previous));
    }
    this.lastAccepted.set(endpoint, now);
  }

  /** The wait before retry `attempt` (0-based) of a call refused with 4048. */
  refusalWaitMs(endpoint: EndpointName, attempt: number): number {
    const growing = backoffMs(
      attempt,
      this.policy.rateLimitBaseMs,
      this.policy.rateLimitCapMs,
      this.random,
    );
    return Math.max(this.spacingMs(endpoint), growing * this.timeScale);
  }

  /** The wait before retry `attempt` (0-based) after a transient fault. */
  transientWaitMs(attempt: number): number {
    return (
      backoffMs(attempt, this.policy.transientBaseMs, this.policy.transientCapMs, this.random) *
      this.timeScale
    );
  }
}
