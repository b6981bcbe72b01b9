import { REPORT_NAMES, type ReportName } from '../../../domain/reports.js';
import type { ScreenDescriptor } from '../../lib/screen.js';
import { ReportsDialog } from './reports-dialog.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    /** The tab shown; none: the first (value). */
    reports: { tab?: ReportName };
  }
}

const REPORTS_PATH = /^\/admin\/reports(?:\/([^/]+))?$/;

function reportName(given: string): given is ReportName {
  return (REPORT_NAMES as readonly string[]).includes(given);
}

/** Reports (owners and managers): each tab at /admin/reports/<tab>. */
export const reportsScreen: ScreenDescriptor<'reports'> = {
  kind: 'reports',
  permission: 'see-costs',
  // Not lazy here: lazy within (its code is a chunk of its own), it asks for its figures at the
  // press.
  Screen: ReportsDialog,
  action: { place: 'reports', label: (t) => t('reports.action') },
  address: {
    toPath: ({ tab }) => `/admin/reports/${tab ?? REPORT_NAMES[0]}`,
    fromPath(path) {
      const tab = REPORTS_PATH.exec(path)?.[1];
      if (tab === undefined) return path === '/admin/reports' ? { kind: 'reports' } : null;
      return reportName(tab) ? { kind: 'reports', tab } : null;
    },
  },
};
