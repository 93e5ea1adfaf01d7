import type { Revision } from '../../src/api/interface.ts';
import { REVISIONS } from '../../src/api/interface.ts';

/**
 * What an injected fault does to a call:
 * - `http502`, `http503`: that HTTP status with a short text body and no envelope;
 * - `reset`: the connection is reset once the request has been read;
 * - `timeout`: no answer at all, until the emulator closes;
 * - `nonjson`, `html`, `truncated`: HTTP 200 with a body that is not the interface's JSON (plain
 *   text, a proxy's HTML page, the first half of an envelope);
 * - `4048`: the rate-limit envelope, as if the service's limit had been hit;
 * - `delay`: the call is served normally after `delayMs` (the only kind that lets it through).
 * Every kind but `delay` answers before the call is handled, so a faulted call changes nothing.
 */
export const FAULT_KINDS = [
  'http502',
  'http503',
  'reset',
  'timeout',
  'nonjson',
  'html',
  'truncated',
  '4048',
  'delay',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** One fault rule. Without `nth`, `count` and `rate`, it fails every matching call. */
export interface FaultRule {
  /** `resource/action` (e.g. `project/import`), or `download`; default: every API call and download. */
  readonly endpoint?: string;
  /** Default: both. Downloads have no revision, so a rule with one never matches them. */
  readonly revision?: Revision;
  readonly kind: FaultKind;
  /** Fail the nth matching call (1-based), and with `count`, that many from the nth on. */
  readonly nth?: number;
  /** Fail at most this many matching calls. */
  readonly count?: number;
  /** Fail each matching call with this probability (0..1), drawn from the seeded generator. */
  readonly rate?: number;
  /** Wait this long before the fault acts (for `delay`: before serving). */
  readonly delayMs?: number;
}

/** A rule with its counters, as `Faults.list()` and `GET /__emulator/faults` report it. */
export interface FaultState extends FaultRule {
  readonly seen: number;
  readonly fired: number;
}

interface Active {
  readonly rule: FaultRule;
  seen: number;
  fired: number;
}

/** Fault injection: rules checked in the order they were added, the first that fires wins. */
export class Faults {
  readonly #active: Active[] = [];
  #random: () => number;

  constructor(seed = 1) {
    this.#random = xorshift32(seed);
  }

  /** Adds rules (validated: a bad one throws and none is added). */
  add(rules: FaultRule | readonly FaultRule[]): void {
    const list = (Array.isArray(rules) ? rules : [rules]) as readonly unknown[];
    const valid = list.map(parseFaultRule);
    for (const rule of valid) this.#active.push({ rule, seen: 0, fired: 0 });
  }

  /** Removes every rule. */
  clear(): void {
    this.#active.length = 0;
  }

  /** Restarts the generator behind `rate`, so a run can be repeated exactly. */
  seed(seed: number): void {
    this.#random = xorshift32(seed);
  }

  /** The rules with how many calls each has seen and failed. */
  list(): FaultState[] {
    return this.#active.map(({ rule, seen, fired }) => ({ ...rule, seen, fired }));
  }

  /** The fault for a call, if a rule fires; every matching rule counts the call. */
  take(revision: Revision | undefined, endpoint: string): FaultRule | undefined {
    let chosen: FaultRule | undefined;
    for (const active of this.#active) {
      const { rule } = active;
      if (rule.endpoint !== undefined && rule.endpoint !== endpoint) continue;
      if (rule.revision !== undefined && rule.revision !== revision) continue;
      active.seen += 1;
      if (chosen === undefined && this.#fires(active)) {
        active.fired += 1;
        chosen = rule;
      }
    }
    return chosen;
  }

  #fires({ rule, seen, fired }: Active): boolean {
    if (seen < (rule.nth ?? 1)) return false;
    const limit = rule.count ?? (rule.nth === undefined ? Infinity : 1);
    if (fired >= limit) return false;
    return rule.rate === undefined || this.#random() < rule.rate;
  }
}

/** Checks one rule from JSON; throws an Error naming the bad field. */
export function parseFaultRule(value: unknown): FaultRule {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('a fault rule must be an object');
  }
  const rule = value as Record<string, unknown>;
  for (const field of Object.keys(rule)) {
    if (!['endpoint', 'revision', 'kind', 'nth', 'count', 'rate', 'delayMs'].includes(field)) {
      throw new Error(`unknown fault rule field '${field}'`);
    }
  }
  if (!FAULT_KINDS.includes(rule.kind as FaultKind)) {
    throw new Error(`fault kind must be one of ${FAULT_KINDS.join(', ')}`);
  }
  if (rule.endpoint !== undefined && typeof rule.endpoint !== 'string') {
    throw new Error('fault endpoint must be a string like "project/import"');
  }
  if (rule.revision !== undefined && !REVISIONS.includes(rule.revision as Revision)) {
    throw new Error(`fault revision must be one of ${REVISIONS.join(', ')}`);
  }
  for (const field of ['nth', 'count'] as const) {
    const n = rule[field];
    if (n !== undefined && !(Number.isInteger(n) && (n as number) >= 1)) {
      throw new Error(`fault ${field} must be a whole number of at least 1`);
    }
  }
  if (
    rule.rate !== undefined &&
    !(typeof rule.rate === 'number' && rule.rate >= 0 && rule.rate <= 1)
  ) {
    throw new Error('fault rate must be a number from 0 to 1');
  }
  if (rule.delayMs !== undefined && !(typeof rule.delayMs === 'number' && rule.delayMs >= 0)) {
    throw new Error('fault delayMs must be a number of at least 0');
  }
  return rule as unknown as FaultRule;
}

/** Marsaglia's xorshift32: deterministic, so a flaky-network test fails the same calls every run. */
function xorshift32(seed: number): () => number {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4_294_967_296;
  };
}
