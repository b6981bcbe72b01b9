import type { TFunction } from 'i18next';
import type { BlendPart, Bottle } from '../../domain/inventory.js';
import { countsAsManual } from '../../domain/manual-id.js';
import type { Category, Location } from '../../domain/restaurant.js';
import { formatCount, formatPercent } from './number-format.js';

/** docs/product.md §9: a bottle id shows by its last 6 characters. */
export function lastSix(id: string): string {
  return id.slice(-6);
}

/** How the drawer names a bottle: manual entries as Manual Entry (...last6), QR ids whole. */
export function bottleIdDisplay(id: string): { manual: boolean; text: string } {
  return countsAsManual(id) ? { manual: true, text: lastSix(id) } : { manual: false, text: id };
}

/** A bottle's id as words: `Manual Entry (...82-080)` for a manual entry, a QR id whole. */
export function bottleIdText(t: TFunction, id: string): string {
  const shown = bottleIdDisplay(id);
  return shown.manual ? t('inventory.drawer.manualEntry', { last6: shown.text }) : shown.text;
}

/** domain/format-rules.ts: a blank vintage reads NV, everywhere. */
export { vintageText } from '../../domain/format-rules.js';

/** 750 ml, 1,500 ml (fr: 1 500 ml): a bottle size in the reader's language. */
export function sizeText(size: number, language: string): string {
  return `${formatCount(size, language)} ml`;
}

/** "Merlot 60%, Cabernet Franc" (fr: "Merlot 60 %"); rows without a name are left out. */
export function blendText(parts: readonly BlendPart[], language: string): string {
  return parts
    .filter((part) => part.name.trim() !== '')
    .map((part) =>
      part.pct === null
        ? part.name.trim()
        : `${part.name.trim()} ${formatPercent(part.pct, language)}`,
    )
    .join(', ');
}

/** "Wine · Still" in the given language; null when the category is unknown. */
export function categoryText(
  categories: ReadonlyMap<string, Category>,
  mainCategory: string,
  subCategory: string,
  language: 'en' | 'fr',
): string | null {
  const category = categories.get(mainCategory);
  if (!category) return null;
  const sub = category.subcategories.find((candidate) => candidate.key === subCategory);
  return sub ? `${category[language]} · ${sub[language]}` : category[language];
}

/** "Bordeaux, France": the non-empty parts, most specific first. */
export function originText(parts: readonly string[]): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** One location's bottles; `locationId` and `name` are null for Unassigned. */
export interface LocationGroup {
  locationId: string | null;
  name: string | null;
  bottles: Bottle[];
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Bottles by location (named ones alphabetically, Unassigned last), each sorted by bin then id. */
export function groupBottlesByLocation(
  bottles: readonly Bottle[],
  locations: ReadonlyMap<string, Location>,
): LocationGroup[] {
  const groups = new Map<string, LocationGroup>();
  for (const bottle of bottles) {
    const location = bottle.locationId ? locations.get(bottle.locationId) : undefined;
    const key = location ? location.id : '';
    let group = groups.get(key);
    if (!group) {
      group = { locationId: location?.id ?? null, name: location?.name ?? null, bottles: [] };
      groups.set(key, group);
    }
    group.bottles.push(bottle);
  }
  const list = [...groups.values()];
  for (const group of list) {
    group.bottles.sort((a, b) => collator.compare(a.bin, b.bin) || collator.compare(a.id, b.id));
  }
  return list.sort((a, b) => {
    if (a.name === null) return b.name === null ? 0 : 1;
    if (b.name === null) return -1;
    return collator.compare(a.name, b.name);
  });
}

const HISTORY_ACTIONS = {
  'bottle.add': 'inventory.history.add',
  'bottle.return': 'inventory.history.return',
  'bottle.move': 'inventory.history.move',
  'bottle.update': 'inventory.history.update',
  'bottle.remove': 'inventory.history.remove',
  'bottle.open': 'inventory.history.open',
  'bottle.level': 'inventory.history.level',
  'bottle.pour': 'inventory.history.pour',
} as const;

const HISTORY_ACTIONS_BY = {
  'bottle.add': 'activity.history.add',
  'bottle.return': 'activity.history.return',
  'bottle.move': 'activity.history.move',
  'bottle.update': 'activity.history.update',
  'bottle.remove': 'activity.history.remove',
  'bottle.open': 'activity.history.open',
  'bottle.level': 'activity.history.level',
  'bottle.pour': 'activity.history.pour',
} as const;

/** The translation key of a history action; unknown actions read as an update. */
export function historyActionKey(action: string) {
  return action in HISTORY_ACTIONS
    ? HISTORY_ACTIONS[action as keyof typeof HISTORY_ACTIONS]
    : HISTORY_ACTIONS['bottle.update'];
}

/** The same, naming who did it: "Moved by {{who}}". */
export function historyActionByKey(action: string) {
  return action in HISTORY_ACTIONS_BY
    ? HISTORY_ACTIONS_BY[action as keyof typeof HISTORY_ACTIONS_BY]
    : HISTORY_ACTIONS_BY['bottle.update'];
}
