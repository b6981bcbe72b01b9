export const MANUAL_BOTTLE_PREFIX = 'MAN';

/** SPEC.md §3: a manual entry's id is MAN, a timestamp and an index (MAN1763795000000-001). */
export function manualBottleId(timestampMs: number, index: number): string {
  return `${MANUAL_BOTTLE_PREFIX}${timestampMs}-${String(index).padStart(3, '0')}`;
}
