/**
 * A restaurant's money: one currency, chosen at sign-up and changed by its owners, written the
 * same in every language (only the number's punctuation follows the reader's): $4,125.50 in
 * English is 4 125,50 $US in French, never 4 125,50 €. Without zod, so any screen and the
 * server-drawn menus use it for nothing.
 */

/**
 * What a restaurant that never chose one has (migration 0026, decision 0023), and what a sign-up
 * that names none gets.
 */
export const DEFAULT_CURRENCY = 'USD';

/** ISO 4217 codes, as the running Intl knows them (the browser's and Node's agree). */
export const CURRENCIES: readonly string[] = Intl.supportedValuesOf('currency');
const known = new Set(CURRENCIES);

export function isCurrency(code: string): boolean {
  return known.has(code);
}

/**
 * The currency of a country, for the regions restaurants of this app's two languages are in; a
 * browser of any other region is offered the default and chooses.
 */
const CURRENCY_OF_REGION: Readonly<Record<string, string>> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  CH: 'CHF',
  LI: 'CHF',
  AU: 'AUD',
  NZ: 'NZD',
  IE: 'EUR',
  FR: 'EUR',
  BE: 'EUR',
  LU: 'EUR',
  MC: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  NL: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  PT: 'EUR',
  GR: 'EUR',
  FI: 'EUR',
  RE: 'EUR',
  GP: 'EUR',
  MQ: 'EUR',
  GF: 'EUR',
  YT: 'EUR',
  PM: 'EUR',
  MA: 'MAD',
  TN: 'TND',
  SN: 'XOF',
  CI: 'XOF',
  HK: 'HKD',
  SG: 'SGD',
  JP: 'JPY',
  ZA: 'ZAR',
};

/**
 * The currency a sign-up starts on, from the browser's languages (navigator.languages): fr-FR
 * EUR, en-US USD, en-GB GBP, fr-CA CAD, fr-CH CHF. A language without a region is read as its
 * likeliest one (fr: France, en: the United States).
 */
export function currencyOfLocales(locales: readonly string[]): string {
  for (const tag of locales) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).maximize().region;
    } catch {
      continue;
    }
    const currency = region === undefined ? undefined : CURRENCY_OF_REGION[region];
    if (currency !== undefined) return currency;
  }
  return DEFAULT_CURRENCY;
}

/** How an amount is written: to the cent (reports, costs), or a menu's whole prices without. */
export type MoneyStyle = 'cents' | 'menu';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * $1,234.50 or 1 234,50 $US: an amount of the restaurant's currency in the reader's language.
 * `menu` writes a whole price without cents ($45, 45 €) as a wine list does.
 */
export function formatMoney(
  amount: number,
  currency: string,
  language: string,
  style: MoneyStyle = 'cents',
): string {
  // Otherwise the currency's own digits: two for most, none for the yen.
  const whole = style === 'menu' && Number.isInteger(amount);
  const key = `${language}:${currency}:${whole}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/** "EUR · euro" in the reader's language: how a currency is offered to choose. */
export function currencyName(code: string, language: string): string {
  const name = new Intl.DisplayNames(language, { type: 'currency' }).of(code);
  return name === undefined || name === code ? code : `${code} · ${name}`;
}
