/**
 * Cost and price inputs (docs/product.md §5): typing keeps only digits, commas and dots, and a comma
 * becomes a dot, so "12,50 $" reads as 12.50 whatever the keyboard's decimal separator.
 */
export function cleanPriceInput(raw: string): string {
  return raw.replace(/[^\d.,]/g, '').replaceAll(',', '.');
}

/**
 * The amount a cleaned input stands for, in whole cents' precision; null when it is empty or
 * not a number (e.g. "1.2.3").
 */
export function parsePriceInput(raw: string): number | null {
  const text = cleanPriceInput(raw);
  if (text === '' || text === '.') return null;
  if (!/^\d*\.?\d*$/.test(text)) return null;
  const amount = Number(text);
  return Number.isFinite(amount) ? Math.round(amount * 100) / 100 : null;
}

/** How a stored amount shows in a price input: "9.5" becomes "9.50"; null stays empty. */
export function formatPriceInput(amount: number | null): string {
  return amount === null ? '' : amount.toFixed(2);
}
