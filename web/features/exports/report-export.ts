import type { InventoryReport, ReportGroupKey } from '../../../domain/inventory-report.js';
import * as ops from '../../../domain/operations/exports.js';
import { call } from '../../lib/call.js';
import { ExportCancelled } from './csv-export.js';
import { type ReportLabels, reportHtml } from './report-html.js';

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

/**
 * The report's groups as the server counts them (the tab holds no bottles), sorted in the collation this browser reads with.
 */
export async function fetchReport(
  groupBy: ReportGroupKey,
  signal: AbortSignal,
): Promise<InventoryReport> {
  const locale = new Intl.Collator().resolvedOptions().locale;
  try {
    return await call(ops.inventoryReport, { query: { groupBy, locale } }, { signal });
  } catch (error) {
    throw signal.aborted ? new ExportCancelled() : error;
  }
}

/** Loads the escaped, script-free report into `win`. */
export function loadReport(win: Window, report: InventoryReport, labels: ReportLabels): void {
  const html = reportHtml(report.groups, labels);
  // A Blob URL of escaped HTML: the data is never parsed as markup into our own page.
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  win.location.replace(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
