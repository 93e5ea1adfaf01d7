import { describe, expect, it } from 'vitest';
import { followOrder } from '../../src/prune/follow-order.ts';
import type { RemovedKey } from '../../src/prune/prune-state.ts';

const COMMIT = 'a'.repeat(40);

function record(name: string, removedAt: string, retired: boolean): RemovedKey {
  return {
    path: [name],
    name,
    removedAt,
    lastHadIn: COMMIT,
    goneIn: COMMIT,
    ...(retired ? { retired: { at: removedAt, hid: false } } : {}),
  };
}

describe('the order a run looks at followed keys in', () => {
  it('puts keys to retire and keys come back before keys that only wait, the longest gone first', () => {
    const waitingNew = record('a_waiting', '2026-11-20T00:00:00Z', true);
    const waitingOld = record('b_waiting', '2026-01-01T00:00:00Z', true);
    const back = record('c_back', '2026-06-01T00:00:00Z', true);
    const toRetire = record('d_new', '2026-11-24T00:00:00Z', false);
    const order = followOrder([waitingNew, waitingOld, back, toRetire], new Set(['c_back']));
    expect(order.map((r) => r.name)).toEqual(['d_new', 'c_back', 'b_waiting', 'a_waiting']);
  });

  it("keeps the order it was given among keys alike, so a run's own findings stay first", () => {
    const first = record('z', '2026-11-24T00:00:00Z', false);
    const second = record('a', '2026-11-24T00:00:00Z', false);
    expect(followOrder([first, second], new Set()).map((r) => r.name)).toEqual(['z', 'a']);
  });
});
