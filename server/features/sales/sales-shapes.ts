import type { SalesField, SalesSource } from '../../../domain/sales.js';
import { normalizeText } from '../../../domain/text.js';

/**
 * Which POS wrote a sales file, by its header row (as the cellar import knows CellarTracker's), and
 * which column holds each field. Each POS's item-level export is recognised by the columns only it
 * has together; the fixtures beside this file are one small export of each.
 */

/** Each field's column, 0-based. */
export type SalesMapping = Partial<Record<SalesField, number>>;

/** A header as compared: accents, case, spaces and punctuation do not count. */
function headerKey(header: string): string {
  return normalizeText(header.replace(/^\uFEFF/, '')).replace(/[^a-z0-9]/g, '');
}

interface PosShape {
  source: Exclude<SalesSource, 'mapped'>;
  /** Every one of these headers (as keys) is in the file. */
  needs: readonly string[];
  /** Each field's header, the first one the file has; `quantity` absent: one sold per row. */
  fields: Readonly<Partial<Record<SalesField, readonly string[]>>>;
  /** A column whose `true`/`yes` marks a voided (or refunded) row, left out. */
  voided?: string;
}

const SHAPES: readonly PosShape[] = [
  {
    // Toast Web › Reports › Sales › Item Selection Details (ItemSelectionDetails.csv): one row
    // per menu item per order, `Order Date`/`Sent Date` as MM/DD/YYYY HH:MM, a `Void?` column
    // (doc.toasttab.com, "Data export field reference"; parinventory.ai, "Item Selection Details").
    source: 'toast',
    needs: ['menuitem', 'qty', 'orderdate'],
    fields: {
      item: ['menuitem'],
      quantity: ['qty'],
      day: ['orderdate', 'sentdate'],
      amount: ['grossprice', 'netprice'],
      location: ['diningarea', 'revenuecenter'],
    },
    voided: 'void',
  },
  {
    // Square Dashboard › Reports › Item Sales, Export › Item Detail CSV: `Date` (YYYY-MM-DD),
    // `Item`, `Qty`, `Gross Sales` ($ amounts), one row per item of each sale, refunds negative
    // (Square's export columns as listed by squareup.com help and openaccountant's square-import).
    source: 'square',
    needs: ['date', 'item', 'qty', 'grosssales'],
    fields: {
      item: ['item'],
      quantity: ['qty'],
      day: ['date'],
      amount: ['grosssales'],
    },
  },
  {
    // Lightspeed Restaurant (K-Series) › Reports › Receipts, exported with their lines: a
    // `Receipt ID` per sale, `Item name`, `Quantity`, `Total` and the `Floor` it was sold on
    // (the K-Series item fields as third-party integrations name them; the headings were not
    // confirmed against a real export).
    source: 'lightspeed',
    needs: ['receiptid', 'itemname', 'quantity'],
    fields: {
      item: ['itemname'],
      quantity: ['quantity'],
      day: ['date', 'receiptdate', 'finalizeddate'],
      amount: ['total', 'totalprice'],
      location: ['floor'],
    },
  },
  {
    // Clover Dashboard › Orders › Export, its Line Items sheet: one row per item sold (no
    // quantity column: each row is one; `Per Unit Quantity` is a weighed item's amount, not a
    // count), `Line Item Date` as 07-Nov-2026 06:20 PM EST, `Total Revenue` with modifiers,
    // `Refunded` true/false, `Order Payment State`. The 29 columns as an export rebuilt from
    // Clover's API and checked against real dashboard exports lists them (RomesFlavours/RF-One,
    // Clover Data Explorer, export_line_items.py and CLOVER_EXPORT_RECONCILIATION.md).
    source: 'clover',
    needs: ['lineitemdate', 'itemname', 'orderpaymentstate'],
    fields: {
      item: ['itemname'],
      day: ['lineitemdate'],
      amount: ['totalrevenue', 'itemrevenue'],
    },
    voided: 'refunded',
  },
];

export interface RecognisedSales {
  source: SalesSource;
  mapping: SalesMapping;
  /** The column of a POS's void flag, if it has one. */
  voidColumn?: number;
  /** Each row stands for one sold when the POS has no quantity column (Clover). */
  onePerRow: boolean;
}

/** Header names a hand-mapped file's columns are guessed from, in English and French. */
const GUESSES: ReadonlyArray<[SalesField, readonly string[]]> = [
  ['item', ['item', 'itemname', 'menuitem', 'product', 'name', 'article', 'produit', 'nom']],
  ['quantity', ['quantity', 'qty', 'count', 'sold', 'quantite', 'qte', 'nombre']],
  ['day', ['date', 'day', 'businessdate', 'jour', 'datedevente']],
  ['amount', ['amount', 'total', 'sales', 'grosssales', 'montant', 'ventes', 'prix']],
  ['location', ['location', 'bar', 'outlet', 'area', 'salle', 'lieu', 'pointdevente']],
];

function guess(keys: readonly string[]): SalesMapping {
  const mapping: SalesMapping = {};
  for (const [field, names] of GUESSES) {
    const index = keys.findIndex((key) => names.includes(key));
    if (index >= 0 && !Object.values(mapping).includes(index)) mapping[field] = index;
  }
  return mapping;
}

/** The POS a header row is from and its columns, or `mapped` with a guess of them. */
export function recogniseSales(headers: readonly string[]): RecognisedSales {
  const keys = headers.map(headerKey);
  for (const shape of SHAPES) {
    if (!shape.needs.every((need) => keys.includes(need))) continue;
    const mapping: SalesMapping = {};
    for (const [field, names] of Object.entries(shape.fields) as [SalesField, string[]][]) {
      const index = keys.findIndex((key) => names.includes(key));
      if (index >= 0) mapping[field] = index;
    }
    const voidColumn = shape.voided === undefined ? -1 : keys.indexOf(shape.voided);
    return {
      source: shape.source,
      mapping,
      ...(voidColumn >= 0 ? { voidColumn } : {}),
      onePerRow: mapping.quantity === undefined,
    };
  }
  return { source: 'mapped', mapping: guess(keys), onePerRow: false };
}

/** A mapping reads a file when it names the item's, the quantity's and the date's columns. */
export function isMapped(recognised: Pick<RecognisedSales, 'mapping' | 'onePerRow'>): boolean {
  const { mapping } = recognised;
  return (
    mapping.item !== undefined &&
    mapping.day !== undefined &&
    (recognised.onePerRow || mapping.quantity !== undefined)
  );
}
