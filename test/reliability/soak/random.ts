/** A seeded generator (mulberry32): a soak that found a problem can be run again exactly. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A whole number in [min, max]. */
  between(min: number, max: number): number;
  /** `count` different numbers from 1 to `max`, ascending. */
  pick(count: number, max: number): number[];
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    chance: (p) => next() < p,
    between,
    pick(count, max) {
      const all = Array.from({ length: max }, (_, i) => i + 1);
      for (let i = all.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [all[i], all[j]] = [all[j] as number, all[i] as number];
      }
      return all.slice(0, Math.min(count, max)).sort((a, b) => a - b);
    },
  };
}
