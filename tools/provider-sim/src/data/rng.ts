/** A seeded pseudo-random source; every generator in the simulator draws from one of these, never `Math.random`. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A standard normal draw (mean 0, deviation 1). */
  normal(): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** An index chosen with probability proportional to its weight. */
  weighted(weights: readonly number[]): number;
  /** A new, independent stream derived from this one and a label. */
  fork(label: string): Rng;
}

/** Hashes a string to a 32-bit unsigned integer (FNV-1a), used to derive seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Creates a deterministic random source (sfc32) from a numeric or string seed. */
export function createRng(seed: number | string): Rng {
  const base = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = base;
  const raw = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i++) raw();

  const rng: Rng = {
    next: raw,
    int: (min, max) => min + Math.floor(raw() * (max - min + 1)),
    chance: (p) => raw() < p,
    normal: () => {
      const u = 1 - raw();
      const v = raw();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    pick: (items) => {
      const item = items[Math.floor(raw() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted: (weights) => {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let r = raw() * total;
      for (let i = 0; i < weights.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return i;
      }
      return weights.length - 1;
    },
    fork: (label) => createRng((base ^ hashString(label) ^ Math.floor(raw() * 4294967296)) >>> 0),
  };
  return rng;
}
