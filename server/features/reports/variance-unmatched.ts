import type { salesDays, VarianceReport } from '../../../domain/variance.js';
import type { Db } from '../../db/database.js';
import type { FormatFacts } from './format-facts-repo.js';
import type { Period } from './report-period.js';
import { readUnmatchedDays, type UnmatchedDay } from './variance-days-repo.js';
import { readLocationNames } from './variance-repo.js';
import { readSaleItemNames, saleKey } from './variance-sales-repo.js';

type Unmatched = Pick<VarianceReport, 'soldWithoutSale' | 'salesWithoutBottle'>;

/** As `localeCompare`, without finding its collator again for each pair. */
const byText = new Intl.Collator();

/**
 * The removals as sold with no bottle sale of their format that day, and the reverse (decision
 * 0055). The database matches the days; the names the files gave are read only for the sales
 * listed, usually few.
 */
export async function unmatched(
  db: Db,
  restaurantId: string,
  formatsRead: Promise<ReadonlyMap<string, FormatFacts>>,
  period: Period,
  days: ReturnType<typeof salesDays>,
): Promise<Unmatched> {
  const [alone, locations, formats] = await Promise.all([
    readUnmatchedDays(db.heavyReads, db.dialect, restaurantId, period, days),
    readLocationNames(db.heavyReads, restaurantId),
    formatsRead,
  ]);
  const soldWithoutSale: Unmatched['soldWithoutSale'] = [];
  const unsold: Array<{ sale: UnmatchedDay; format: FormatFacts }> = [];
  for (const entry of alone) {
    const format = formats.get(entry.formatId);
    if (format === undefined) continue;
    if (entry.side === 'sale') {
      unsold.push({ sale: entry, format });
      continue;
    }
    soldWithoutSale.push({
      location: entry.place === null ? '' : (locations.get(entry.place) ?? ''),
      day: entry.day,
      bottleId: entry.key,
      formatId: format.id,
      name: format.name,
      vintage: format.vintage,
    });
  }
  const names = await readSaleItemNames(
    db.heavyReads,
    restaurantId,
    [...new Set(unsold.map(({ sale }) => sale.key))],
    days.firstDay,
    days.lastDay,
  );
  const salesWithoutBottle = unsold.map(({ sale, format }) => {
    const location = sale.place ?? '';
    return {
      location,
      day: sale.day,
      item: names.get(saleKey(sale.key, sale.day, location)) ?? sale.key,
      quantity: sale.quantity,
      formatId: format.id,
      name: format.name,
      vintage: format.vintage,
    };
  });
  const order = (a: { location: string; day: string; name: string }, b: typeof a) =>
    byText.compare(a.location, b.location) ||
    byText.compare(a.day, b.day) ||
    byText.compare(a.name, b.name);
  soldWithoutSale.sort(order);
  salesWithoutBottle.sort(order);
  return { soldWithoutSale, salesWithoutBottle };
}
