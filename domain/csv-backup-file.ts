/**
 * What the server and the web app agree on about the CSV backup as a download (its content is
 * inventory-csv.ts's). Apart from it so that the web app does not bundle the CSV writer.
 */

/** The response header that says how many bottles a backup holds, before its body is read. */
export const BACKUP_COUNT_HEADER = 'bottle-count';

/** `wine-inventory-full-backup-2024-05-31.csv`, in the local date of whoever saves it. */
export function csvBackupFileName(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `wine-inventory-full-backup-${day}.csv`;
}
