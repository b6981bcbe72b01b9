import type { TFunction } from 'i18next';
import { formatMoney } from '../../../domain/money.js';
import type { PurchaseOrder } from '../../../domain/purchasing.js';
import type { PrintPage } from '../reports/index.js';
import { dateOf, wineLabel } from './order-words.js';

/** A purchase order as a printable page: the restaurant, the supplier, the lines and the total. */
export function orderPage(
  t: TFunction,
  lang: string,
  order: PurchaseOrder,
  restaurant: string,
  currency: string,
): PrintPage {
  const money = (cents: number | null) =>
    cents === null ? t('purchasing.none') : formatMoney(cents / 100, currency, lang);
  const supplier = order.supplier;
  return {
    lang,
    title: `${restaurant} · ${t('purchasing.reference', { number: order.number })}`,
    facts: [
      `${t('purchasing.supplier.title')}: ${supplier.name}`,
      ...[supplier.email, supplier.phone].filter((fact) => fact !== ''),
      ...(order.note === '' ? [] : [`${t('purchasing.note')}: ${order.note}`]),
      t('purchasing.printed', { date: dateOf(lang, new Date().toISOString()) }),
    ],
    sections: [
      {
        title: supplier.name,
        columns: [
          t('purchasing.columns.wine'),
          t('purchasing.columns.quantity'),
          t('purchasing.columns.unitCost'),
          t('purchasing.columns.lineCost'),
        ],
        rows: [
          ...order.lines.map((line) => [
            wineLabel(t, line),
            String(line.quantity),
            money(line.costCents),
            money(line.costCents === null ? null : line.costCents * line.quantity),
          ]),
          [t('purchasing.total'), String(order.total.bottles), '', money(order.total.costCents)],
        ],
        total: true,
      },
    ],
    pagePerSection: false,
  };
}
