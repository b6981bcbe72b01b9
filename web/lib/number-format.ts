// What each app language puts between groups of three digits, as Intl.NumberFormat does: a comma
// in English, a narrow no-break space in French.
const GROUP_SEPARATORS: Readonly<Record<string, string>> = { en: ',', fr: '\u202f' };

const formatters = new Map<string, Intl.NumberFormat>();

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
  let formatter = formatters.get(language);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(language);
    formatters.set(language, formatter);
  }
  return formatter.format(value);
}
