import { shortIdFrom } from '../domain/short-id.js';
/**
 * A small seeded random source. Math.random cannot be seeded, and benchmarks must be comparable
 * from run to run, so every draw in the dataset comes from here.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Whole number in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by the `w` weight of each item. */
  weighted<T extends { readonly w: number }>(items: readonly T[]): T;
  /** Log-uniform in [min, max]: prices spread like real ones, many cheap and a long tail. */
  logUniform(min: number, max: number): number;
  /** A version-4-shaped UUID (users and restaurants have these). */
  uuid(): string;
  /** An id shaped like the server's newId() for profiles, formats and locations. */
  shortId(): string;
}

/** mulberry32: 32 bits of state, fast, and good enough for test data (not for secrets). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex32 = () =>
    Math.floor(next() * 4_294_967_296)
      .toString(16)
      .padStart(8, '0');
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('Cannot pick from an empty list');
      return item;
    },
    weighted: (items) => {
      const total = items.reduce((sum, item) => sum + item.w, 0);
      let left = next() * total;
      for (const item of items) {
        left -= item.w;
        if (left < 0) return item;
      }
      const last = items[items.length - 1];
      if (last === undefined) throw new Error('Cannot pick from an empty list');
      return last;
    },
    logUniform: (min, max) => Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min))),
    shortId: () => shortIdFrom(() => Math.floor(next() * 256)),
    uuid: () => {
      const raw = hex32() + hex32() + hex32() + hex32();
      const variant = ((Number.parseInt(raw.charAt(16), 16) & 0x3) | 0x8).toString(16);
      return `${raw.slice(0, 8)}-${raw.slice(8, 12)}-4${raw.slice(13, 16)}-${variant}${raw.slice(17, 20)}-${raw.slice(20, 32)}`;
    },
  };
}

/** Turns a --seed text into a 32-bit seed: integers are used as they are, other text is hashed. */
export function seedFromText(text: string): number {
  if (/^\d+$/.test(text)) return Number(text) >>> 0;
  // FNV-1a: any word (a branch name, a date) becomes a stable seed.
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash;
}
