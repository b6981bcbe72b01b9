import { useTranslation } from 'react-i18next';
import type { ReportGroupKey } from '../../../domain/inventory-report.js';
import type { ReportLabels } from './report-html.js';

/** The printable summary's words, in the page's language, for a restaurant and a grouping. */
export function useReportLabels(): (restaurant: string, key: ReportGroupKey) => ReportLabels {
  const { t, i18n } = useTranslation();
  return (restaurant, key) => ({
    lang: i18n.language,
    title: t('exports.report.title'),
    subtitle: t('exports.report.subtitle', {
      restaurant,
      date: new Date().toLocaleDateString(i18n.language),
      group: t(`exports.groupBy.${key}`),
    }),
    columns: [
      t('exports.report.name'),
      t('exports.report.producer'),
      t('exports.report.vintage'),
      t('exports.report.color'),
      t('exports.report.location'),
      t('exports.report.count'),
    ],
    emptyGroup:
      key === 'location' ? t('exports.report.unassigned') : t('exports.report.uncategorized'),
    emptyLocation: t('exports.report.unassigned'),
    groupTotal: t('exports.report.groupTotal'),
    grandTotal: t('exports.report.grandTotal'),
    empty: t('exports.report.empty'),
  });
}
