/**
 * Why a bottle left the cellar (issue 16): asked by every removal, kept with it (the change log,
 * removed_bottles), and counted by the reports. `lost-in-count` is what a stock count's Apply
 * gives the bottles it found missing.
 */
export const removalReasons = [
  'sold',
  'poured',
  'broken',
  'gift',
  'returned',
  'lost-in-count',
] as const;
export type RemovalReason = (typeof removalReasons)[number];

/** What a removal is when nobody said otherwise (SPEC's removals are sales). */
export const DEFAULT_REMOVAL_REASON: RemovalReason = 'sold';
