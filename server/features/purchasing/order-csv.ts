import { CSV_BOM, CSV_NEWLINE, csvText, neutralizeFormula } from '../../../domain/inventory-csv.js';
import type { PurchaseOrder } from '../../../domain/purchasing.js';

/**
 * A purchase order as CSV, for the supplier's spreadsheet or ordering system: one row per line,
 * money as decimal units with a dot (12.50) whatever the language, the total last. An empty cost
 * cell is a cost not known.
 */

const money = (cents: number | null): string => (cents === null ? '' : (cents / 100).toFixed(2));

const ORDER_CSV_COLUMNS = [
  'order',
  'supplier',
  'wine',
  'producer',
  'vintage',
  'bottle_size_ml',
  'quantity',
  'unit_cost',
  'line_cost',
] as const;

export function orderCsv(order: PurchaseOrder): string {
  const reference = `PO-${order.number}`;
  const text = (value: string) => neutralizeFormula(value);
  const rows = order.lines.map((line) => [
    reference,
    text(order.supplier.name),
    text(line.name),
    text(line.producer),
    text(line.vintage),
    String(line.bottleSize),
    String(line.quantity),
    money(line.costCents),
    money(line.costCents === null ? null : line.costCents * line.quantity),
  ]);
  const total = [
    reference,
    text(order.supplier.name),
    'total',
    '',
    '',
    '',
    String(order.total.bottles),
    '',
    money(order.total.costCents),
  ];
  return `${CSV_BOM}${csvText([[...ORDER_CSV_COLUMNS], ...rows, total])}${CSV_NEWLINE}`;
}

/** The file's name: the order's reference, which the supplier quotes back. */
export function orderCsvName(order: Pick<PurchaseOrder, 'number'>): string {
  return `purchase-order-${order.number}.csv`;
}
