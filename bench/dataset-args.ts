import type { DatasetOptions } from './dataset.js';

/**
 * The generator's sizes on a bench's command line, for parseArgs:
 * --bottles N --profiles N --formats N --locations N --bins N (Bern's scale: 600000 7000 12000 20 10000).
 */
export const SIZE_OPTIONS = {
  bottles: { type: 'string' },
  profiles: { type: 'string' },
  formats: { type: 'string' },
  locations: { type: 'string' },
  bins: { type: 'string' },
} as const;

/** The largest restaurant cellar in the world (Bern's Steak House, Tampa), at the sizes its budgets use. */
export const BERNS_SCALE = {
  bottles: 600_000,
  profiles: 7_000,
  formats: 12_000,
  locations: 20,
  bins: 10_000,
} as const satisfies DatasetOptions;

type SizeName = keyof typeof SIZE_OPTIONS;

/** The sizes given (the generator's defaults for the others); `1_000` is read as 1000. */
export function sizesFrom(values: Partial<Record<SizeName, string | undefined>>): DatasetOptions {
  const sizes: DatasetOptions = {};
  for (const name of Object.keys(SIZE_OPTIONS) as SizeName[]) {
    const text = values[name];
    if (text === undefined) continue;
    const value = Number(text.replaceAll('_', ''));
    if (!Number.isInteger(value) || value < 0)
      throw new Error(`--${name} must be a whole number ≥ 0`);
    sizes[name] = value;
  }
  return sizes;
}
