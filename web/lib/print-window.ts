/**
 * Opens a printable page we wrote in a window of its own (a Blob URL: the data is never markup in
 * our page); false when the browser blocked the window.
 */
export function openPrintWindow(html: string): boolean {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  const win = window.open(url, '_blank');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return win !== null;
}
