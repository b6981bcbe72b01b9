import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportName } from '../../../domain/reports.js';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { lazyScreen } from '../../lib/lazy-screen.js';
import type { ScreenProps } from '../../lib/screen.js';
import type { FirstRequests } from './reports-api.js';
import { forgetEarly, requestFirst } from './reports-api.js';

// The screen is its own chunk (10 kB gzip, with Mantine's Table and SegmentedControl), the chart
// library another that only the Movement tab loads. Not React.lazy: its Suspense boundary held a
// screen whose code had arrived for 300 ms after the press (lib/lazy-screen.tsx).
const screen = lazyScreen<{
  onClose: () => void;
  requests: FirstRequests;
  tab: ReportName;
  onTab: (tab: ReportName) => void;
}>(
  () => import('./reports-screen.js').then((m) => m.ReportsScreen),
  // Nothing while the code loads, as other dialogs: the screen's own progress follows at once.
  () => null,
);

/**
 * Loads the screen's code ahead, in idle time, for a member who can see costs (never for staff):
 * the screen then opens in the press's own render.
 */
export function preloadReports(): void {
  // A failure shows when the screen is opened, which loads it again.
  screen.preload().catch(() => undefined);
}

/**
 * The Reports screen, with its first requests made at the press, beside its code; the tab shown
 * is the screen's request, so that its address (/admin/reports/<tab>) follows it.
 */
export function ReportsDialog({ request, onClose }: ScreenProps<'reports'>) {
  const { i18n } = useTranslation();
  // Started as the dialog first renders (the press's own render), once: see requestFirst. (In
  // development, StrictMode's second mount drops the early report: the panel asks for it again.)
  const [requests] = useState(() => requestFirst(i18n.language));
  useEffect(() => forgetEarly, []);
  return (
    <screen.Screen
      onClose={onClose}
      requests={requests}
      tab={request.tab ?? 'value'}
      onTab={(tab) => dashboardStore.openDialog({ kind: 'reports', tab })}
    />
  );
}
