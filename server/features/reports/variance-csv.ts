import type { VarianceReport } from '../../../domain/variance.js';
import { file } from './report-csv.js';

const money = (cents: number | null): string => (cents === null ? '' : (cents / 100).toFixed(2));
const fixed = (value: number | null, digits: number): string =>
  value === null ? '' : value.toFixed(digits);

/**
 * The Variance report as one table: a `format` line per format and the `total`, then the
 * removals as sold with no sale that day (`sold-without-sale`) and the sales with no bottle
 * removed (`sale-without-bottle`), each with its place and day.
 */
export function varianceCsv(report: VarianceReport): string {
  const blank = (count: number) => Array.from({ length: count }, () => '');
  const formats = report.rows.map((row) => [
    'format',
    '',
    '',
    '',
    row.name,
    row.producer,
    row.vintage,
    row.bottleSize,
    row.removed,
    fixed(row.depleted, 2),
    fixed(row.used, 2),
    fixed(row.sold, 2),
    fixed(row.variance, 2),
    money(row.costCents),
    money(row.priceCents),
    fixed(row.sharePercent, 1),
    row.explained.broken,
    row.explained.gift,
    row.explained.returned,
  ]);
  const { total } = report;
  const totalLine = [
    'total',
    ...blank(8),
    '',
    fixed(total.used, 2),
    fixed(total.sold, 2),
    fixed(total.variance, 2),
    money(total.costCents),
    money(total.priceCents),
    '',
    total.explained,
    '',
    '',
  ];
  const soldWithoutSale = report.soldWithoutSale.map((line) => [
    'sold-without-sale',
    line.location,
    line.day,
    line.bottleId,
    line.name,
    '',
    line.vintage,
    ...blank(12),
  ]);
  const salesWithoutBottle = report.salesWithoutBottle.map((line) => [
    'sale-without-bottle',
    line.location,
    line.day,
    line.item,
    line.name,
    '',
    line.vintage,
    '',
    '',
    '',
    '',
    fixed(line.quantity, 2),
    ...blank(7),
  ]);
  return file(
    [
      'line',
      'location',
      'day',
      'bottle_or_item',
      'wine',
      'producer',
      'vintage',
      'bottle_size_ml',
      'removed',
      'depleted',
      'used',
      'sold',
      'variance',
      'variance_at_cost',
      'variance_at_price',
      'share_of_usage_percent',
      'broken',
      'gift',
      'returned',
    ],
    [...formats, totalLine, ...soldWithoutSale, ...salesWithoutBottle],
  );
}
