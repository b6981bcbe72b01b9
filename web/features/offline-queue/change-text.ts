import type { TFunction } from 'i18next';
import { isReason } from '../../../domain/reasons.js';
import { isRemovalReason } from '../../../domain/removal-reasons.js';
import type { Location } from '../../../domain/restaurant.js';
import type { ChangeOutcome } from '../../../domain/sync.js';
import type { ChangeSummary } from './change-summary.js';

/** `Cellar · B3`, `Cellar`, or `Unassigned`: where a change put its bottles. */
function placeText(
  t: TFunction,
  locations: ReadonlyMap<string, Location> | undefined,
  summary: ChangeSummary,
): string {
  if (summary.locationId === null) return t('offlineQueue.unassigned');
  const location = locations?.get(summary.locationId)?.name ?? summary.locationId;
  return summary.bin ? t('offlineQueue.place', { location, bin: summary.bin }) : location;
}

/** What was tried: `Move to Cellar · B3`, `Remove (Sold)`. */
export function changeText(
  t: TFunction,
  locations: ReadonlyMap<string, Location> | undefined,
  summary: ChangeSummary,
): string {
  const place = placeText(t, locations, summary);
  switch (summary.what) {
    case 'remove': {
      const reason = isRemovalReason(summary.reason)
        ? t(`removals.reasons.${summary.reason}`)
        : (summary.reason ?? '');
      return t('offlineQueue.what.remove', { reason });
    }
    case 'quantity':
      return t('offlineQueue.what.quantity', { quantity: summary.quantity ?? 0, place });
    case 'edit':
    case 'reprofile':
      return t(`offlineQueue.what.${summary.what}`);
    default:
      return t(`offlineQueue.what.${summary.what}`, { place });
  }
}

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * Why the server refused it, in the reader's language: the reason's sentence filled from its
 * details, a time among them written as the phone's clock shows it (`Removed by Ana at 14:02`).
 */
export function outcomeText(t: TFunction, outcome: ChangeOutcome, language: string): string {
  if (!isReason(outcome.reason)) return t('offlineQueue.unknownReason');
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
  const details = Object.fromEntries(
    Object.entries(outcome.details ?? {}).map(([key, value]) => [
      key,
      typeof value === 'string' && isoTime.test(value) ? time.format(new Date(value)) : value,
    ]),
  );
  return t(`reasons.${outcome.reason}`, details);
}

/** Refusals that say the thing is gone: trying again could only be refused again. */
const final = new Set<string>([
  'not-found',
  'bottle-not-found',
  'stocktake-finished',
  'location-unknown',
  'format-unknown',
]);

export function canTryAgain(outcome: ChangeOutcome): boolean {
  return !(outcome.reason && (final.has(outcome.reason) || outcome.reason.includes('removed')));
}
