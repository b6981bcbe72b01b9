import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.js';
import { type CasePlace, caseExists, type ScanCase, scanCases } from './scan-rule-cases.js';
import type { ScanContext } from './stocktake-repo.js';
import { judgeScan, scannedBefore } from './stocktake-scan-answers.js';

const placeOf = (place: CasePlace) => ({ locationId: place.location, bin: place.bin ?? '' });

/** What the scan's transaction reads for a case (the location names stand for their ids). */
function contextOf(scanCase: ScanCase): ScanContext | undefined {
  const { count, bottle, scan } = scanCase;
  if (count === 'none') return undefined;
  return {
    status: count.status,
    places: JSON.stringify(
      count.places.map((place) =>
        place.bin === undefined ? { locationId: place.location } : placeOf(place),
      ),
    ),
    placeExists: caseExists(scan.at),
    recordedIn:
      bottle === 'none'
        ? undefined
        : bottle.at === null
          ? { locationId: null, bin: '' }
          : placeOf(bottle.at),
  };
}

/** The TypeScript rule's answer: judged, then a code scanned before changes nothing. */
function answerOf(scanCase: ScanCase): ScanCase['answer'] {
  try {
    const { outcome, recordedIn } = judgeScan(contextOf(scanCase), placeOf(scanCase.scan.at));
    return scanCase.scan.before ? scannedBefore('Q1', recordedIn).outcome : outcome;
  } catch (error) {
    if (error instanceof AppError) return { refused: error.reason };
    throw error;
  }
}

describe("the stock count's scan rule in TypeScript", () => {
  it.each(scanCases.map((scanCase) => [scanCase.name, scanCase] as const))(
    '%s',
    (_name, scanCase) => {
      expect(answerOf(scanCase)).toEqual(scanCase.answer);
    },
  );
});
