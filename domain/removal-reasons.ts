/**
 * Why a bottle left the cellar: asked by every removal, kept with it (the change log,
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

export function isRemovalReason(value: unknown): value is RemovalReason {
  return removalReasons.some((reason) => reason === value);
}

/** The reason a removal's change data carries; null for removals made before reasons were kept. */
export function removalReasonOf(data: unknown): RemovalReason | null {
  const reason =
    typeof data === 'object' && data !== null ? (data as { reason?: unknown }).reason : undefined;
  return isRemovalReason(reason) ? reason : null;
}
