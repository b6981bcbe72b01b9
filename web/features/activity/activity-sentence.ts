import type { TFunction } from 'i18next';
import type { ActivityEntry } from '../../../domain/activity.js';

/** The entry's place, as the drawer names one: "Cave 2 / B4", "Cave 2", "Unassigned". */
function placeText(t: TFunction, place: NonNullable<ActivityEntry['place']>): string {
  if (place.location === null) return t('inventory.common.unassigned');
  return place.bin === '' ? place.location : t('activity.what.place', { ...place });
}

/** A team change names the member, and a role change the new role: "… to Manager". */
const TEAM_KINDS = new Set<ActivityEntry['kind']>([
  'members-joined',
  'roles-changed',
  'members-removed',
]);
const PRODUCT_KINDS = new Set<ActivityEntry['kind']>([
  'products-added',
  'products-edited',
  'products-removed',
]);
/** A move says where to ("Ana Martin moved 12 bottles to Cave 2 / B4"). */
const TO_PLACE_KINDS = new Set<ActivityEntry['kind']>([
  'bottles-added',
  'bottles-moved',
  'bottles-edited',
]);
const OF_PRODUCT_KINDS = new Set<ActivityEntry['kind']>([
  'bottles-added',
  'bottles-returned',
  'bottles-removed',
  'bottles-edited',
  'qr-codes',
]);

/**
 * "Ana Martin moved 12 bottles to Cave 2 / B4", "Ana Martin removed 3 bottles (Sold)": who did
 * what, in the reader's language.
 */
export function activitySentence(t: TFunction, entry: ActivityEntry): string {
  const who = entry.actor?.name ?? t('activity.someone');
  if (entry.undoneImport !== null) {
    const { file, bottles } = entry.undoneImport;
    const key = file === '' ? 'undoneImportUnnamed' : 'undoneImport';
    return t(`activity.what.${key}`, { who, file, count: bottles });
  }
  if (entry.stockCount !== null) return stockCountSentence(t, who, entry.stockCount);
  if (TEAM_KINDS.has(entry.kind)) {
    const role = entry.role === null ? '' : t(`team.roles.${entry.role}`);
    return t(`activity.what.${entry.kind}`, { who, name: entry.name ?? '', role });
  }
  let what = t(`activity.what.${entry.kind}`, { who, count: entry.count });
  if (PRODUCT_KINDS.has(entry.kind) && entry.product !== null) {
    return t('activity.what.named', { what, name: entry.product });
  }
  if (OF_PRODUCT_KINDS.has(entry.kind) && entry.product !== null) {
    what = t('activity.what.ofProduct', { what, product: entry.product });
  }
  if (TO_PLACE_KINDS.has(entry.kind) && entry.place !== null) {
    what = t('activity.what.toPlace', { what, place: placeText(t, entry.place) });
  }
  // Bottles put back are where they were: "… put back 2 bottles of Chablis in Bar".
  if (entry.kind === 'bottles-returned' && entry.place !== null) {
    what = t('activity.what.inPlace', { what, place: placeText(t, entry.place) });
  }
  if (entry.name !== null) what = t('activity.what.named', { what, name: entry.name });
  if (entry.reason !== null) {
    what = t('removals.withReason', { what, reason: t(`removals.reasons.${entry.reason}`) });
  }
  return what;
}

/** "Ana Martin applied a stock count: removed 3 bottles, moved 2 bottles". */
function stockCountSentence(
  t: TFunction,
  who: string,
  { removed, moved }: NonNullable<ActivityEntry['stockCount']>,
): string {
  const done = [
    ...(removed > 0 ? [t('activity.what.countRemoved', { count: removed })] : []),
    ...(moved > 0 ? [t('activity.what.countMoved', { count: moved })] : []),
  ];
  return t('activity.what.named', {
    what: t('activity.what.countApplied', { who }),
    name: done.join(', '),
  });
}
