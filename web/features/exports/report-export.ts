import type { RestaurantData } from '../../../domain/restaurant-data.js';
import { forEachChunk, yieldToBrowser } from './chunked.js';
import {
  groupReportRows,
  type ReportGroupKey,
  type ReportLabels,
  reportCounter,
  reportHtml,
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

/** Counts the bottles in chunks, then loads the escaped, script-free report into `win`. */
export async function loadReport(
  win: Window,
  data: RestaurantData,
  key: ReportGroupKey,
  labels: ReportLabels,
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const locationNames = new Map([...data.locations.values()].map((l) => [l.id, l.name]));
  const counter = reportCounter({
    products: data.products,
    formats: data.formats,
    locationNames,
  });
  await forEachChunk([...data.bottles.values()], counter.add, {
    chunkSize: 5000,
    onProgress: (done) => onProgress(done * 0.9),
    signal,
  });
  const html = reportHtml(groupReportRows(counter.rows(), key), labels);
  await yieldToBrowser();
  // A Blob URL of escaped HTML: the data is never parsed as markup into our own page.
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  win.location.replace(url);
  onProgress(1);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
