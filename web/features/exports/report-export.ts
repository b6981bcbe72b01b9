import type { RestaurantData } from '../../../domain/restaurant-data.js';
import {
  groupReportRows,
  type ReportGroupKey,
  type ReportLabels,
  reportHtml,
  reportRows,
} from './report-model.js';

/**
 * Opens the report window at once (inside the click, so no popup blocker stops it), showing a
 * wait line written as text; returns null when the browser refused the window.
 */
export function openReportWindow(waitText: string, title: string): Window | null {
  const win = window.open('', '_blank');
  if (win === null) return null;
  win.document.title = title;
  const line = win.document.createElement('p');
  line.textContent = waitText;
  line.style.font = '16px Georgia, serif';
  win.document.body.append(line);
  return win;
}

/** Loads the escaped, script-free report of the counts into `win`. */
export function loadReport(
  win: Window,
  data: RestaurantData,
  key: ReportGroupKey,
  labels: ReportLabels,
): void {
  const locationNames = new Map([...data.locations.values()].map((l) => [l.id, l.name]));
  const rows = reportRows(
    { products: data.products, formats: data.formats, locationNames },
    data.counts.values(),
  );
  const html = reportHtml(groupReportRows(rows, key), labels);
  // A Blob URL of escaped HTML: the data is never parsed as markup into our own page.
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  win.location.replace(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
