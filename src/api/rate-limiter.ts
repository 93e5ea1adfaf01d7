import { backoffMs, type BackoffPolicy } from './backoff.ts';
import type { Clock } from './clock.ts';
import { RATE_LIMITS, type EndpointName, type Revision } from './interface.ts';

/**
 * What a 1.0.9.3 endpoint's 4048 answers taught: its spacing (measured from the previous accepted
 * call's answer to the next call's answer) lies above `low` and at or below `high`.
 */
interface Bounds {
  /** The longest spacing that was refused. */
  low: number;
  /** The shortest spacing that passed after a refusal; undefined until one did. */
  high: number | undefined;
}

/**
 * Once the bounds are this close (relative to `high`), `high` is kept: closer is not worth
 * another refused call.
 */
const PRECISION = 0.05;

/**
 * Paces calls of one token. On 1.0.9.2 the stated spacings are kept from the moment the previous
 * call was answered: the service may time a call anywhere between its arrival (after an upload of
 * any length) and its answer, and only the answer is a point the client can prove lies after it.
 * That costs each call's own duration and never provokes a 4048. On any revision a 4048 answer is
 * met with a growing wait. On 1.0.9.3, whose limits are not stated, the endpoint's spacing is
 * learned: the spacing that finally succeeded bounds it from above, the refused ones from below,
 * and later calls probe halfway between until the bounds are within 5 %. A refused probe is
 * retried at the spacing known to pass, so probing costs a refused request, not time; the
 * growing waits that found the first bound would otherwise be kept for every later call (up to
 * twice the real spacing).
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
  private readonly bounds = new Map<EndpointName, Bounds>();

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

  /**
   * The spacing the limiter keeps for an endpoint, in scaled milliseconds (0 for none): the stated
   * one, or on 1.0.9.3 the learned one, or the probe halfway between the learned bounds.
   */
  spacingMs(endpoint: EndpointName): number {
    const stated = this.stated(endpoint);
    if (stated !== undefined) return stated;
    const bounds = this.bounds.get(endpoint);
    if (bounds?.high === undefined) return 0;
    const { low, high } = bounds;
    return high - low > high * PRECISION ? (low + high) / 2 : high;
  }

  /**
   * How long a call sent now would have to wait, in milliseconds. Stated spacings count from the
   * previous call's answer, whatever it was; learned ones from the previous accepted call's, which
   * is what they were measured from.
   */
  waitNeededMs(endpoint: EndpointName): number {
    const last =
      this.stated(endpoint) !== undefined
        ? this.lastSettled.get(endpoint)
        : this.lastAccepted.get(endpoint);
    if (last === undefined) return 0;
    return Math.max(0, last + this.spacingMs(endpoint) - this.clock.now());
  }

  /** The last call of each endpoint with a stated spacing, in flight or done (see `inTurn`). */
  private readonly turns = new Map<EndpointName, Promise<unknown>>();

  /**
   * Runs a call of `endpoint` once the calls of it before it have settled, where the revision
   * states a spacing: that spacing counts from the previous call's answer, so two calls sent at
   * once (a pull's quality pass and its by-key read of string/list on 1.0.9.2) would both find no
   * wait needed, and the second would be refused with 4048. Calls of other endpoints, and of
   * endpoints whose spacing is only learned, go at once.
   */
  async inTurn<T>(endpoint: EndpointName, call: () => Promise<T>): Promise<T> {
    if (this.stated(endpoint) === undefined) return call();
    const before = this.turns.get(endpoint) ?? Promise.resolve();
    const mine = before.then(call, call);
    this.turns.set(
      endpoint,
      mine.catch(() => undefined),
    );
    return mine;
  }

  /** Marks a call as answered (or failed) now. */
  settled(endpoint: EndpointName): void {
    this.lastSettled.set(endpoint, this.clock.now());
  }

  /**
   * Records an accepted call. `afterRefusals` is true when it succeeded right after a 4048 answer:
   * on 1.0.9.3 the time since the previous accepted call then bounds the endpoint's spacing from
   * above, as does any shorter spacing that passes later (a probe). Other spacings teach nothing:
   * time lost to a transient fault is not the service's spacing.
   */
  accepted(endpoint: EndpointName, afterRefusals: boolean): void {
    const now = this.lastSettled.get(endpoint) ?? this.clock.now();
    const previous = this.lastAccepted.get(endpoint);
    if (previous !== undefined && this.stated(endpoint) === undefined) {
      const spacing = now - previous;
      let bounds = this.bounds.get(endpoint);
      if (bounds === undefined && afterRefusals) {
        bounds = { low: 0, high: undefined };
        this.bounds.set(endpoint, bounds);
      }
      if (bounds && (bounds.high === undefined ? afterRefusals : spacing < bounds.high)) {
        bounds.high = spacing;
        bounds.low = Math.min(bounds.low, spacing);
      }
    }
    this.lastAccepted.set(endpoint, now);
  }

  /**
   * Notes a 4048 answer to the call that just settled, and returns the wait before retry
   * `attempt` (0-based). On 1.0.9.3 a refused spacing bounds the endpoint's from below; when a
   * spacing is known to pass, the retry waits until exactly that much has passed since the
   * previous accepted call, else the wait grows with each attempt. A refusal at or above the
   * known spacing means the service asks for more now: it is learned again.
   */
  refusalWaitMs(endpoint: EndpointName, attempt: number): number {
    const growing =
      backoffMs(attempt, this.policy.rateLimitBaseMs, this.policy.rateLimitCapMs, this.random) *
      this.timeScale;
    const stated = this.stated(endpoint);
    if (stated !== undefined) return Math.max(stated, growing);
    const since = this.lastAccepted.get(endpoint);
    if (since === undefined) return growing;
    const refused = (this.lastSettled.get(endpoint) ?? this.clock.now()) - since;
    const bounds = this.bounds.get(endpoint) ?? { low: 0, high: undefined };
    this.bounds.set(endpoint, bounds);
    bounds.low = Math.max(bounds.low, refused);
    if (bounds.high !== undefined && refused >= bounds.high) bounds.high = undefined;
    if (bounds.high === undefined) return growing;
    return Math.max(0, since + bounds.high - this.clock.now());
  }

  /** The wait before retry `attempt` (0-based) after a transient fault. */
  transientWaitMs(attempt: number): number {
    return (
      backoffMs(attempt, this.policy.transientBaseMs, this.policy.transientCapMs, this.random) *
      this.timeScale
    );
  }

  /** The revision's stated spacing for an endpoint, scaled; undefined when it states none. */
  private stated(endpoint: EndpointName): number | undefined {
    const stated = RATE_LIMITS[this.revision][endpoint];
    return stated === undefined ? undefined : stated * this.timeScale;
  }
}
