/**
 * The Activity CSV as a download, which the server and the web app agree on; apart from the CSV
 * writer (activity-csv.ts) so that the web app does not bundle it.
 */

/** `cellar-activity-2026-11-25.csv`, in the local date of whoever saves it. */
export function activityCsvFileName(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `cellar-activity-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
