import { CSV_BOM, CSV_NEWLINE, csvText, neutralizeFormula } from '../../../domain/inventory-csv.js';
import type {
  CostChangesReport,
  CostSum,
  DeadStockReport,
  GlassReport,
  MovementReport,
  OutReport,
  ReorderReport,
  ValueReport,
} from '../../../domain/reports.js';

/**
 * GET /api/reports/:report/export.csv: each report's screen columns, in its order, money as
 * decimal units with a dot (12.50) so a spreadsheet reads it in any language, totals last.
 * An empty cell is a figure that cannot be said (no cost, no price).
 */

const NUMBER = /^-?\d+(\.\d+)?$/;
const money = (cents: number | null): string => (cents === null ? '' : (cents / 100).toFixed(2));
const percent = (value: number | null): string => (value === null ? '' : value.toFixed(1));

export function file(
  columns: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
): string {
  // A figure may be negative (a cost of goods); only text is neutralised as a formula.
  const body = rows.map((row) =>
    row.map((cell) => (NUMBER.test(String(cell)) ? String(cell) : neutralizeFormula(String(cell)))),
  );
  return `${CSV_BOM}${csvText([[...columns], ...body])}${CSV_NEWLINE}`;
}

const sumCells = (sum: CostSum) => [sum.bottles, money(sum.costCents), sum.withoutCost];

export function valueCsv(report: ValueReport): string {
  return file(
    [
      report.group,
      'bottles',
      'value_at_cost',
      'bottles_without_cost',
      'value_at_price',
      'bottles_without_price',
    ],
    [...report.groups, { ...report.total, label: 'total' }].map((row) => [
      row.label,
      row.bottles,
      money(row.costCents),
      row.withoutCost,
      money(row.priceCents),
      row.withoutPrice,
    ]),
  );
}

export function outCsv(report: OutReport): string {
  return file(
    ['line', 'bottles', 'value_at_cost', 'bottles_without_cost'],
    [
      ...report.reasons.map((row) => [row.reason, ...sumCells(row)]),
      ['total_out', ...sumCells(report.total)],
      ['opening', ...sumCells(report.opening)],
      ['received', ...sumCells(report.received)],
      ['closing', ...sumCells(report.closing)],
      ['cost_of_goods', '', money(report.costOfGoodsCents), ''],
    ],
  );
}

export function glassCsv(report: GlassReport): string {
  return file(
    [
      'wine',
      'producer',
      'vintage',
      'bottle_size_ml',
      'bottle_cost',
      'price_3oz',
      'pour_cost_3oz_pct',
      'price_5oz',
      'pour_cost_5oz_pct',
      'above_target',
    ],
    report.rows.map((row) => [
      row.name,
      row.producer,
      row.vintage,
      row.bottleSize,
      money(row.costCents),
      money(row.price3ozCents),
      percent(row.pourCost3oz),
      money(row.price5ozCents),
      percent(row.pourCost5oz),
      row.above3oz || row.above5oz ? 'yes' : '',
    ]),
  );
}

export function deadStockCsv(report: DeadStockReport): string {
  return file(
    [
      'wine',
      'producer',
      'vintage',
      'bottle_size_ml',
      'bottles',
      'bottle_cost',
      'value_at_cost',
      'last_movement',
    ],
    [
      ...report.rows.map((row) => [
        row.name,
        row.producer,
        row.vintage,
        row.bottleSize,
        row.bottles,
        money(row.costCents),
        money(row.valueCents),
        row.lastMovement?.slice(0, 10) ?? '',
      ]),
      ['total', '', '', '', report.total.bottles, '', money(report.total.costCents), ''],
    ],
  );
}

export function movementCsv(report: MovementReport): string {
  return file(
    ['week', 'bottles_in', 'bottles_out'],
    report.weeks.map((week) => [week.week, week.in, week.out]),
  );
}

export function reorderCsv(report: ReorderReport): string {
  return file(
    [
      'supplier',
      'wine',
      'producer',
      'vintage',
      'bottle_size_ml',
      'par',
      'on_hand',
      'to_order',
      'bottle_cost',
      'line_cost',
    ],
    report.suppliers.flatMap((group) => [
      ...group.rows.map((row) => [
        group.supplier,
        row.name,
        row.producer,
        row.vintage,
        row.bottleSize,
        row.par,
        row.onHand,
        row.toOrder,
        money(row.costCents),
        money(row.lineCents),
      ]),
      [
        group.supplier,
        'total',
        '',
        '',
        '',
        '',
        '',
        group.total.bottles,
        '',
        money(group.total.costCents),
      ],
    ]),
  );
}

export function costChangesCsv(report: CostChangesReport): string {
  return file(
    [
      'date',
      'wine',
      'producer',
      'vintage',
      'bottle_size_ml',
      'supplier',
      'bottles',
      'cost_before',
      'cost_after',
      'change_percent',
      'rise',
    ],
    report.rows.map((row) => [
      row.at.slice(0, 10),
      row.name,
      row.producer,
      row.vintage,
      row.bottleSize,
      row.supplier,
      row.bottles,
      money(row.beforeCents),
      money(row.afterCents),
      percent(row.changePercent),
      row.rise ? 'yes' : '',
    ]),
  );
}
