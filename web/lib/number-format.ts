const counts = new Map<string, Intl.NumberFormat>();

/**
 * 20,000 or 20 000: a count in the reader's language. The formatter is made once per language:
 * building an Intl.NumberFormat costs milliseconds, and the dashboard's summary formats four
 * counts on every render.
 */
export function formatCount(value: number, language: string): string {
  let formatter = counts.get(language);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(language);
    counts.set(language, formatter);
  }
  return formatter.format(value);
}
