import type { VarianceReport } from '../../../domain/variance.js';
import type { PrintSection } from './print-html.js';
import { count, dateText, money, percent, type ReportContext } from './report-context.js';

/** A bottle figure: two decimals at most (2.37 bottles sold by the glass). */
const bottles = (context: ReportContext, value: number) =>
  new Intl.NumberFormat(context.lang, { maximumFractionDigits: 2 }).format(value);

/** The day of a sale (YYYY-MM-DD, the restaurant's) as the reader reads it. */
const dayOf = (context: ReportContext, day: string) =>
  dateText(context, new Date(`${day}T12:00:00`));

/** Used against sold per format, with the total: the screen's first table and the CSV's. */
export function formatsSection(context: ReportContext, report: VarianceReport): PrintSection {
  const { t } = context;
  const rows = report.rows.map((row) => [
    row.name,
    row.vintage,
    bottles(context, row.used),
    bottles(context, row.sold),
    bottles(context, row.variance),
    money(context, row.costCents),
    money(context, row.priceCents),
    percent(context, row.sharePercent),
  ]);
  const { total } = report;
  return {
    title: t('variance.formats'),
    columns: [
      t('reports.columns.wine'),
      t('reports.columns.vintage'),
      t('variance.columns.used'),
      t('variance.columns.sold'),
      t('variance.columns.variance'),
      t('variance.columns.atCost'),
      t('variance.columns.atPrice'),
      t('variance.columns.share'),
    ],
    rows: [
      ...rows,
      [
        t('reports.total'),
        '',
        bottles(context, total.used),
        bottles(context, total.sold),
        bottles(context, total.variance),
        money(context, total.costCents),
        money(context, total.priceCents),
        '',
      ],
    ],
    total: true,
  };
}

/** Broken, gift and returned bottles per format: shown apart, not in the variance. */
export function explainedSection(context: ReportContext, report: VarianceReport): PrintSection {
  const { t } = context;
  return {
    title: t('variance.explained'),
    columns: [
      t('reports.columns.wine'),
      t('reports.columns.vintage'),
      t('removals.reasons.broken'),
      t('removals.reasons.gift'),
      t('removals.reasons.returned'),
    ],
    rows: report.rows
      .filter((row) => row.explained.broken + row.explained.gift + row.explained.returned > 0)
      .map((row) => [
        row.name,
        row.vintage,
        count(context, row.explained.broken),
        count(context, row.explained.gift),
        count(context, row.explained.returned),
      ]),
  };
}

/** Bottles removed as Sold on a day with no sale of their format, by location. */
export function soldWithoutSaleSection(
  context: ReportContext,
  report: VarianceReport,
): PrintSection {
  const { t } = context;
  return {
    title: t('variance.soldWithoutSale'),
    columns: [
      t('variance.columns.location'),
      t('variance.columns.day'),
      t('variance.columns.bottle'),
      t('reports.columns.wine'),
      t('reports.columns.vintage'),
    ],
    rows: report.soldWithoutSale.map((line) => [
      line.location || t('variance.unassigned'),
      dayOf(context, line.day),
      line.bottleId,
      line.name,
      line.vintage,
    ]),
  };
}

/** Bottle sales of a day none of their format's bottles was removed as sold, by POS place. */
export function salesWithoutBottleSection(
  context: ReportContext,
  report: VarianceReport,
): PrintSection {
  const { t } = context;
  return {
    title: t('variance.salesWithoutBottle'),
    columns: [
      t('variance.columns.location'),
      t('variance.columns.day'),
      t('variance.columns.item'),
      t('variance.columns.quantity'),
      t('reports.columns.wine'),
      t('reports.columns.vintage'),
    ],
    rows: report.salesWithoutBottle.map((line) => [
      line.location || t('variance.noPlace'),
      dayOf(context, line.day),
      line.item,
      bottles(context, line.quantity),
      line.name,
      line.vintage,
    ]),
  };
}

/** Every section, in the screen's order: what Print prints. */
export function varianceSections(context: ReportContext, report: VarianceReport): PrintSection[] {
  return [
    formatsSection(context, report),
    explainedSection(context, report),
    soldWithoutSaleSection(context, report),
    salesWithoutBottleSection(context, report),
  ];
}
