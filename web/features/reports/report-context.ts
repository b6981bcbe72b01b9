import type { TFunction } from 'i18next';
import { formatMoney } from '../../../domain/money.js';
import type { ReportSettings } from '../../../domain/reports.js';
import type { PrintPage, PrintSection } from './print-html.js';
import type { ReportParams } from './reports-api.js';

/** What every report panel needs from the screen: its period, money and print facts. */
export interface ReportContext {
  t: TFunction;
  lang: string;
  params: ReportParams;
  settings: ReportSettings;
  /** The restaurant's, from its model: the same in every language. */
  currency: string;
  /** The period as the reader reads it, e.g. "1 Mar 2026 – 31 Mar 2026". */
  periodText: string;
  onSettings(settings: ReportSettings): void;
}

export function money(context: ReportContext, cents: number | null): string {
  return cents === null
    ? context.t('reports.none')
    : formatMoney(cents / 100, context.currency, context.lang);
}

export function count(context: ReportContext, value: number): string {
  return new Intl.NumberFormat(context.lang).format(value);
}

export function percent(context: ReportContext, value: number | null): string {
  if (value === null) return context.t('reports.none');
  return (
    new Intl.NumberFormat(context.lang, {
      maximumFractionDigits: 1,
      minimumFractionDigits: 1,
    }).format(value) + (context.lang === 'fr' ? '\u202f%' : '%')
  );
}

export function dateText(context: Pick<ReportContext, 'lang'>, iso: string | Date): string {
  return new Intl.DateTimeFormat(context.lang, { dateStyle: 'medium' }).format(new Date(iso));
}

/** A printable page of the report, with the restaurant's name, the period and today's date. */
export function pageOf(
  context: ReportContext,
  title: string,
  sections: readonly PrintSection[],
  { withPeriod = true, pagePerSection = false } = {},
): PrintPage {
  return {
    lang: context.lang,
    title: `${context.settings.restaurant} · ${title}`,
    facts: [
      ...(withPeriod ? [context.periodText] : []),
      context.t('reports.printed', { date: dateText(context, new Date()) }),
    ],
    sections,
    pagePerSection,
  };
}
