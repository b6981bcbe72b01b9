import type { Reason } from '../../../domain/reasons.js';
import type { ScanOutcome, StocktakeStatus } from '../../../domain/stocktakes.js';

/**
 * The stock count's scan rule as one table of cases: the count's state, the bottle's, the scan,
 * and what the scan answers. The rule is written twice, in TypeScript (judgeScan with
 * scannedBefore) and in the PostgreSQL scans' statement (scanGroupPostgres); the table is run
 * against the first directly (scan-rule.unit.test.ts) and against both through HTTP on each
 * database (scan-rule.int.test.ts), so the two cannot drift apart.
 *
 * Every case's cellar is the same: a location `cave` with bins `A1` and `A2`, and a location
 * `bar` without bins. `gone` names a location that does not exist.
 */

export type CaseLocation = 'cave' | 'bar' | 'gone';

/** A place: a location's bin, or its loose shelf (`bin` ''); in a count's places, no bin is all of it. */
export interface CasePlace {
  location: CaseLocation;
  bin?: string;
}

export interface ScanCase {
  name: string;
  /** The count: its places (none: the whole cellar) and status; `none`: no such count. */
  count: { places: readonly CasePlace[]; status: StocktakeStatus } | 'none';
  /** The scanned bottle: where it is recorded (null: Unassigned); `none`: no bottle has the code. */
  bottle: { at: CasePlace | null } | 'none';
  /** Where the phone scans it, and where it was scanned into this count before (while open). */
  scan: { at: CasePlace; before?: CasePlace };
  /** The outcome, or the reason of the refusal (a refused scan changes nothing). */
  answer: ScanOutcome | { refused: Reason };
}

/** The bins of each location of the cellar. */
export const caseBins: Record<CaseLocation, readonly string[] | null> = {
  cave: ['A1', 'A2'],
  bar: [],
  gone: null,
};

/** Whether the place exists in the cases' cellar. */
export function caseExists(place: CasePlace): boolean {
  const bins = caseBins[place.location];
  return bins !== null && (!place.bin || bins.includes(place.bin));
}

const whole = { places: [], status: 'open' } as const;
const a1 = { location: 'cave', bin: 'A1' } as const;
const a2 = { location: 'cave', bin: 'A2' } as const;
const caveLoose = { location: 'cave', bin: '' } as const;
const bar = { location: 'bar', bin: '' } as const;
const q1At = (at: CasePlace | null) => ({ at });

export const scanCases: readonly ScanCase[] = [
  // What a scan says in an open count.
  {
    name: 'a bottle where it is recorded',
    count: whole,
    bottle: q1At(a1),
    scan: { at: a1 },
    answer: 'counted',
  },
  {
    name: 'a bottle on the loose shelf where it is recorded',
    count: whole,
    bottle: q1At(bar),
    scan: { at: bar },
    answer: 'counted',
  },
  {
    name: 'a bottle recorded in another bin',
    count: whole,
    bottle: q1At(a2),
    scan: { at: a1 },
    answer: 'found-elsewhere',
  },
  {
    name: "a bottle recorded on the location's loose shelf, scanned in a bin of it",
    count: whole,
    bottle: q1At(caveLoose),
    scan: { at: a1 },
    answer: 'found-elsewhere',
  },
  {
    name: "a bottle recorded in a bin, scanned on its location's loose shelf",
    count: whole,
    bottle: q1At(a1),
    scan: { at: caveLoose },
    answer: 'found-elsewhere',
  },
  {
    name: 'a bottle recorded in another location',
    count: whole,
    bottle: q1At(bar),
    scan: { at: a1 },
    answer: 'found-elsewhere',
  },
  {
    name: 'an unassigned bottle',
    count: whole,
    bottle: q1At(null),
    scan: { at: a1 },
    answer: 'found-elsewhere',
  },
  {
    name: 'a code no bottle has',
    count: whole,
    bottle: 'none',
    scan: { at: a1 },
    answer: 'unknown',
  },
  {
    name: 'a bottle scanned before in the same place',
    count: whole,
    bottle: q1At(a1),
    scan: { at: a1, before: a1 },
    answer: 'already-counted',
  },
  {
    name: 'a bottle scanned before in another place',
    count: whole,
    bottle: q1At(a1),
    scan: { at: bar, before: a1 },
    answer: 'already-counted',
  },
  {
    name: 'a bottle found elsewhere before, scanned where it is recorded',
    count: whole,
    bottle: q1At(a1),
    scan: { at: a1, before: a2 },
    answer: 'already-counted',
  },
  {
    name: 'an unknown code scanned before',
    count: whole,
    bottle: 'none',
    scan: { at: a1, before: a1 },
    answer: 'unknown',
  },
  // The places a count covers.
  {
    name: 'a chosen bin',
    count: { places: [a1], status: 'open' },
    bottle: q1At(a1),
    scan: { at: a1 },
    answer: 'counted',
  },
  {
    name: 'a bin of a location chosen whole',
    count: { places: [{ location: 'cave' }], status: 'open' },
    bottle: q1At(a2),
    scan: { at: a2 },
    answer: 'counted',
  },
  {
    name: 'the loose shelf of a location chosen whole, a bottle of another place',
    count: { places: [{ location: 'cave' }], status: 'open' },
    bottle: q1At(bar),
    scan: { at: caveLoose },
    answer: 'found-elsewhere',
  },
  {
    name: 'another bin than the one chosen',
    count: { places: [a1], status: 'open' },
    bottle: q1At(a2),
    scan: { at: a2 },
    answer: { refused: 'stocktake-place-outside' },
  },
  {
    name: 'the loose shelf of a location of which one bin is chosen',
    count: { places: [a1], status: 'open' },
    bottle: q1At(a1),
    scan: { at: caveLoose },
    answer: { refused: 'stocktake-place-outside' },
  },
  {
    name: 'another location than the one chosen',
    count: { places: [{ location: 'cave' }], status: 'open' },
    bottle: q1At(bar),
    scan: { at: bar },
    answer: { refused: 'stocktake-place-outside' },
  },
  {
    name: 'an unknown code outside the count',
    count: { places: [a1], status: 'open' },
    bottle: 'none',
    scan: { at: a2 },
    answer: { refused: 'stocktake-place-outside' },
  },
  {
    name: 'a location that does not exist, outside the count',
    count: { places: [a1], status: 'open' },
    bottle: q1At(a1),
    scan: { at: { location: 'gone', bin: '' } },
    answer: { refused: 'stocktake-place-outside' },
  },
  // Places that do not exist.
  {
    name: 'a bin that does not exist, in the whole cellar',
    count: whole,
    bottle: q1At(a1),
    scan: { at: { location: 'cave', bin: 'Z9' } },
    answer: { refused: 'bin-unknown' },
  },
  {
    name: 'a bin that does not exist, of a location chosen whole',
    count: { places: [{ location: 'bar' }], status: 'open' },
    bottle: q1At(bar),
    scan: { at: { location: 'bar', bin: 'B9' } },
    answer: { refused: 'bin-unknown' },
  },
  {
    name: 'a location that does not exist, in the whole cellar',
    count: whole,
    bottle: q1At(a1),
    scan: { at: { location: 'gone', bin: '' } },
    answer: { refused: 'location-unknown' },
  },
  {
    name: 'an unknown code in a location that does not exist',
    count: whole,
    bottle: 'none',
    scan: { at: { location: 'gone', bin: '' } },
    answer: { refused: 'location-unknown' },
  },
  // A count that is not open, or not there.
  {
    name: 'a paused count',
    count: { places: [], status: 'paused' },
    bottle: q1At(a1),
    scan: { at: a1 },
    answer: { refused: 'stocktake-paused' },
  },
  {
    name: 'a paused count, the bottle scanned before',
    count: { places: [], status: 'paused' },
    bottle: q1At(a1),
    scan: { at: a1, before: a1 },
    answer: { refused: 'stocktake-paused' },
  },
  {
    name: 'a paused count, a place outside it',
    count: { places: [a1], status: 'paused' },
    bottle: q1At(a2),
    scan: { at: a2 },
    answer: { refused: 'stocktake-paused' },
  },
  {
    name: 'a cancelled count',
    count: { places: [], status: 'cancelled' },
    bottle: q1At(a1),
    scan: { at: a1 },
    answer: { refused: 'stocktake-finished' },
  },
  {
    name: 'an applied count',
    count: { places: [], status: 'applied' },
    bottle: q1At(a1),
    scan: { at: a1 },
    answer: { refused: 'stocktake-finished' },
  },
  {
    name: 'an applied count, an unknown code',
    count: { places: [], status: 'applied' },
    bottle: 'none',
    scan: { at: a1 },
    answer: { refused: 'stocktake-finished' },
  },
  {
    name: 'no such count',
    count: 'none',
    bottle: q1At(a1),
    scan: { at: a1 },
    answer: { refused: 'not-found' },
  },
];
