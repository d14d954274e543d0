// A seeded random source, so the same number always generates the same restaurant. mulberry32: a
// 32-bit state, good enough to pick names and times, small enough to read at a glance. Never for
// anything secret (order numbers in real use come from the CSPRNG, graph/domain/order-number.ts).

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An integer in [0, exclusiveMax): the shape graph/domain/order-number.ts draws with. */
  index(exclusiveMax: number): number;
  shuffle<T>(items: readonly T[]): T[];
  /** A separate stream for one part of the plan, so adding to one part leaves the others as they were. */
  fork(label: string): Random;
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a label, mixed into the seed of a forked stream. */
function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export function seededRandom(seed: number): Random {
  const next = mulberry32(seed);
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (!items.length) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    index: (exclusiveMax) => Math.floor(next() * exclusiveMax),
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
    fork: (label) => seededRandom((seed ^ hashLabel(label)) >>> 0),
  };
  return random;
}
