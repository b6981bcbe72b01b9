import { vintageText } from '../../../domain/format-rules.js';
import {
  type InventoryReport,
  inventoryReportGroups,
  type ReportLine,
  type ReportQuery,
} from '../../../domain/inventory-report.js';
import type { Db } from '../../db/database.js';
import { readInPages } from '../../db/read-in-pages.js';
import { notFound } from '../../http/app-error.js';
import { readAtRevision, readRestaurant } from '../restaurants/index.js';
import {
  type LocationCount,
  type LocationCountKey,
  readLocationCounts,
  readReportFormats,
  readReportWines,
} from './summary-repo.js';

const byId = (row: { id: string }) => row.id;

/**
 * The printable summary's groups (docs/product.md §7): the counts per format and location, read
 * at one revision in one transaction with the wines and formats they name, grouped as asked. No
 * bottle is read.
 */
export async function inventoryReport(
  db: Db,
  restaurantId: string,
  { groupBy, locale }: ReportQuery,
): Promise<InventoryReport> {
  const { revision, value } = await readAtRevision(
    db,
    restaurantId,
    (tx) =>
      Promise.all([
        readRestaurant(tx, restaurantId),
        readInPages<LocationCount, LocationCountKey>(
          (page) => readLocationCounts(tx, restaurantId, page),
          (count) => [count.formatId, count.locationId],
        ),
        readInPages((page) => readReportFormats(tx, restaurantId, page), byId),
        readInPages((page) => readReportWines(tx, restaurantId, page), byId),
      ]),
    // Many pages: on SQLite on the connection for long reads (Db.longReads).
    { long: true },
  );
  const [restaurant, counts, formatRows, wineRows] = value;
  if (!restaurant) throw notFound();
  const formats = new Map(formatRows.map((format) => [format.id, format]));
  const wines = new Map(wineRows.map((wine) => [wine.id, wine]));
  const locations = new Map(restaurant.locations.map((l) => [l.id, l.name]));
  // A count whose format or wine is missing keeps its row, with those fields empty.
  const line = ({ formatId, locationId, bottles }: LocationCount): ReportLine => {
    const format = formats.get(formatId);
    const wine = format && wines.get(format.productId);
    return {
      name: wine?.name ?? '',
      producer: wine?.producer ?? '',
      vintage: format ? vintageText(format.vintage) : '',
      color: wine?.color ?? '',
      location: locations.get(locationId) ?? '',
      country: wine?.country ?? '',
      region: wine?.region ?? '',
      count: bottles,
    };
  };
  return {
    revision,
    restaurant: restaurant.name,
    groups: inventoryReportGroups(counts.map(line), groupBy, locale),
  };
}
