import { DEFAULT_BOTTLE_SIZE_ML, type Format } from './inventory.js';

export type DashboardView = 'profile' | 'bottle' | 'inventory';

/** Newest vintage first (NV and blanks after years), then 750 ml first, then smaller sizes first. */
export function compareFormatsNewestFirst(a: Format, b: Format): number {
  const yearA = vintageYear(a.vintage);
  const yearB = vintageYear(b.vintage);
  if (yearA !== yearB) return yearB - yearA;
  const preferA = a.bottleSize === DEFAULT_BOTTLE_SIZE_ML ? 0 : 1;
  const preferB = b.bottleSize === DEFAULT_BOTTLE_SIZE_ML ? 0 : 1;
  if (preferA !== preferB) return preferA - preferB;
  return a.bottleSize - b.bottleSize;
}

function vintageYear(vintage: string): number {
  const year = Number.parseInt(vintage, 10);
  return Number.isFinite(year) ? year : Number.NEGATIVE_INFINITY;
}

/**
 * The format shown when a wine is opened (docs/product.md §4): the requested one if given; otherwise the
 * wine's default; in bottle view, when that one has no bottles, the first format with bottles;
 * otherwise the newest vintage, preferring 750 ml.
 */
export function chooseFormat(options: {
  formats: readonly Format[];
  requestedFormatId?: string | null;
  defaultFormatId?: string | null;
  view: DashboardView;
  bottleCount: (formatId: string) => number;
}): Format | undefined {
  const { formats, view, bottleCount } = options;
  const byId = (id: string | null | undefined) =>
    id ? formats.find((format) => format.id === id) : undefined;
  const requested = byId(options.requestedFormatId);
  if (requested) return requested;
  const ordered = [...formats].sort(compareFormatsNewestFirst);
  const chosen = byId(options.defaultFormatId);
  if (view === 'bottle' && (!chosen || bottleCount(chosen.id) === 0)) {
    const withBottles = ordered.find((format) => bottleCount(format.id) > 0);
    if (withBottles) return withBottles;
  }
  return chosen ?? ordered[0];
}
