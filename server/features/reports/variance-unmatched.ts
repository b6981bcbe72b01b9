import { dayAt, type salesDays, type VarianceReport } from '../../../domain/variance.js';
import type { Db } from '../../db/database.js';
import type { FormatFacts } from './format-facts-repo.js';
import type { SoldRemoval } from './variance-repo.js';
import { type BottleSaleDay, readSaleItemNames, saleKey } from './variance-sales-repo.js';

type Unmatched = Pick<VarianceReport, 'soldWithoutSale' | 'salesWithoutBottle'>;

/** As `localeCompare`, without finding its collator again for each pair. */
const byText = new Intl.Collator();

/** The days each format had, by format: a year of them is looked up without building keys. */
class FormatDays {
  private readonly byFormat = new Map<string, Set<string>>();

  add(formatId: string, day: string): void {
    const days = this.byFormat.get(formatId);
    if (days === undefined) this.byFormat.set(formatId, new Set([day]));
    else days.add(day);
  }

  has(formatId: string, day: string): boolean {
    return this.byFormat.get(formatId)?.has(day) ?? false;
  }
}

/**
 * The removals as sold with no bottle sale of their format that day, and the reverse (decision
 * 0055). Days are matched from the grouped bottle sales; the names the files gave are read only
 * for the sales listed, usually few.
 */
export async function unmatched(
  db: Db,
  restaurantId: string,
  removals: readonly SoldRemoval[],
  sales: readonly BottleSaleDay[],
  formats: ReadonlyMap<string, FormatFacts>,
  locations: ReadonlyMap<string, string>,
  days: ReturnType<typeof salesDays>,
): Promise<Unmatched> {
  const inDays = (day: string) => day >= days.firstDay && day <= days.lastDay;
  const sold = sales.filter((sale) => sale.quantity > 0);
  const saleDays = new FormatDays();
  for (const sale of sold) saleDays.add(sale.formatId, sale.day);
  const removalDays = new FormatDays();
  const soldWithoutSale: Unmatched['soldWithoutSale'] = [];
  for (const removal of removals) {
    const day = dayAt(removal.removedAt, days.offsetMinutes);
    removalDays.add(removal.formatId, day);
    const format = formats.get(removal.formatId);
    if (format === undefined || !inDays(day) || saleDays.has(removal.formatId, day)) continue;
    const location = removal.locationId === null ? '' : (locations.get(removal.locationId) ?? '');
    soldWithoutSale.push({
      location,
      day,
      bottleId: removal.id,
      formatId: format.id,
      name: format.name,
      vintage: format.vintage,
    });
  }
  const unsold = sold.filter(
    (sale) => formats.has(sale.formatId) && !removalDays.has(sale.formatId, sale.day),
  );
  const names = await readSaleItemNames(
    db.kysely,
    restaurantId,
    [...new Set(unsold.map((sale) => sale.itemKey))],
    days.firstDay,
    days.lastDay,
  );
  const salesWithoutBottle = unsold.flatMap((sale) => {
    const format = formats.get(sale.formatId);
    if (format === undefined) return [];
    return [
      {
        location: sale.location,
        day: sale.day,
        item: names.get(saleKey(sale.itemKey, sale.day, sale.location)) ?? sale.itemKey,
        quantity: sale.quantity,
        formatId: format.id,
        name: format.name,
        vintage: format.vintage,
      },
    ];
  });
  const order = (a: { location: string; day: string; name: string }, b: typeof a) =>
    byText.compare(a.location, b.location) ||
    byText.compare(a.day, b.day) ||
    byText.compare(a.name, b.name);
  soldWithoutSale.sort(order);
  salesWithoutBottle.sort(order);
  return { soldWithoutSale, salesWithoutBottle };
}
