import { CSV_BOM, CSV_NEWLINE, csvText, neutralizeFormula } from '../../../domain/inventory-csv.js';
import type { StocktakeRecord } from './stocktake-apply.js';

/**
 * GET /api/stocktakes/:id/export.csv: one row per missing bottle, found-elsewhere bottle, unknown
 * code and surplus bottle (counted by quantity beyond what was expected, in the scanned columns),
 * these columns in this order (`list` is missing, found-elsewhere, unknown or surplus). No
 * cost: every member may export it, and the value of what is missing is on the record's screen.
 */
export const STOCKTAKE_CSV_COLUMNS = [
  'list',
  'bottle_id',
  'wine',
  'vintage',
  'bottle_size_ml',
  'recorded_location',
  'recorded_bin',
  'scanned_location',
  'scanned_bin',
] as const;

export function stocktakeCsv(record: StocktakeRecord): string {
  const { preview, names } = record;
  const location = (id: string | null) => (id === null ? '' : (names.locations[id] ?? id));
  const wine = (formatId: string) => {
    const format = names.formats[formatId];
    return format ? [format.name, format.vintage, String(format.bottleSize)] : ['', '', ''];
  };
  const rows: string[][] = [
    ...preview.missing.map((bottle) => [
      'missing',
      bottle.id,
      ...wine(bottle.formatId),
      location(bottle.locationId),
      bottle.bin,
      '',
      '',
    ]),
    ...preview.foundElsewhere.map(({ bottle, scannedIn }) => [
      'found-elsewhere',
      bottle.id,
      ...wine(bottle.formatId),
      location(bottle.locationId),
      bottle.bin,
      location(scannedIn.locationId),
      scannedIn.bin,
    ]),
    ...preview.unknownCodes.map((code) => ['unknown', code, '', '', '', '', '', '', '']),
    // Counted by quantity beyond what was expected: a row per bottle to add, with no id yet.
    ...preview.surplus.flatMap((row) =>
      Array.from({ length: row.count }, () => [
        'surplus',
        '',
        ...wine(row.formatId),
        '',
        '',
        location(row.locationId),
        row.bin,
      ]),
    ),
  ];
  const body = rows.map((row) => row.map(neutralizeFormula));
  return `${CSV_BOM}${csvText([[...STOCKTAKE_CSV_COLUMNS], ...body])}${CSV_NEWLINE}`;
}
