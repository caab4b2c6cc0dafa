/**
 * A small seeded PRNG (mulberry32) so generated stock is the same on every run and
 * every machine. Not for anything security related.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; weights need not add up to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** k distinct items (fewer if the list is shorter), in list order. */
  sample<T>(items: readonly T[], k: number): T[];
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('random.pick: the list is empty');
    return item;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted: (items) => {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      const last = items[items.length - 1];
      if (last === undefined) throw new Error('random.weighted: the list is empty');
      return last[0];
    },
    sample: (items, k) => {
      const chosen = new Set<number>();
      const want = Math.min(k, items.length);
      while (chosen.size < want) chosen.add(Math.floor(next() * items.length));
      return [...chosen].sort((a, b) => a - b).map((i) => items[i] as (typeof items)[number]);
    },
  };
}
