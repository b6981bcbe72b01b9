/**
 * Money as the reader's language writes it, in the restaurant's currency (issue 17): 1 234,50 €
 * in French, $1,234.50 in English. A restaurant that chose none reads euros in French and
 * dollars in English.
 */
export function currencyFor(chosen: string | null, language: string): string {
  return chosen ?? (language === 'fr' ? 'EUR' : 'USD');
}

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, currency: string, language: string): string {
  const key = `${language}:${currency}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(language, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}
