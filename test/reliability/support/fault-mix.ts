import type { FaultKind, FaultRule } from '../../emulator/server.ts';

/** The faults a flaky network or an overloaded service produces, each answered before the call is served. */
export const TRANSIENT_KINDS = [
  'reset',
  'timeout',
  'http502',
  'http503',
  'truncated',
  'html',
  'nonjson',
] as const satisfies readonly FaultKind[];

/**
 * Rules that fail each call with probability `rate`, every kind equally often. The emulator
 * draws for a rule only when no earlier rule fired, so rule i fires with share/(1 − i·share):
 * then each kind fails a share of `rate / kinds` of all calls, and `rate` 1 fails every call.
 */
export function faultMix(
  rate: number,
  options: { readonly kinds?: readonly FaultKind[]; readonly endpoint?: string } = {},
): FaultRule[] {
  const kinds = options.kinds ?? TRANSIENT_KINDS;
  const share = rate / kinds.length;
  return kinds.map((kind, i) => ({
    kind,
    rate: Math.min(1, share / (1 - i * share)),
    ...(options.endpoint !== undefined ? { endpoint: options.endpoint } : {}),
  }));
}

/** A burst of `count` consecutive 4048 answers from the `nth` call of an endpoint on. */
export function burst4048(endpoint: string, nth: number, count: number): FaultRule {
  return { endpoint, kind: '4048', nth, count };
}
