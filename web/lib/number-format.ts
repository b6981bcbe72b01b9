// What each app language puts between groups of three digits, as Intl.NumberFormat does: a comma
// in English, a narrow no-break space in French.
const GROUP_SEPARATORS: Readonly<Record<string, string>> = { en: ',', fr: '\u202f' };

const formatters = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per language and options, made once. */
function formatterFor(
  language: string,
  key: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const name = `${language}:${key}`;
  let formatter = formatters.get(name);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(language, options);
    formatters.set(name, formatter);
  }
  return formatter;
}

/**
 * 20,000 or 20 000: a count in the reader's language. The app's two languages are grouped here:
 * the dashboard's first paint waited about 10 ms for the first Intl.NumberFormat (its locale data
 * loading). Any other language goes to Intl, one formatter per language.
 */
export function formatCount(value: number, language: string): string {
  const separator = GROUP_SEPARATORS[language];
  if (separator !== undefined && Number.isSafeInteger(value)) {
    const grouped = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, separator);
    return value < 0 ? `-${grouped}` : grouped;
  }
  return formatterFor(language, 'count').format(value);
}

/** 13.5% in English, 13,5 % in French: a percentage (given as 13.5) in the reader's language. */
export function formatPercent(value: number, language: string): string {
  return formatterFor(language, 'percent', { style: 'percent', maximumFractionDigits: 2 }).format(
    value / 100,
  );
}
