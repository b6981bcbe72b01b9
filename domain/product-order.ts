/** What the dashboard sorts wines by: their name, then their id so that equal names keep a place. */
interface Named {
  id: string;
  name: string;
}

/**
 * Wines in name order the way a reader of `locale` expects it (numbers by value, case and accents
 * ignored), then by id. The browser sorts its wines with its own language and the server sorts the
 * first screen with the language the browser asked in, so both draw the same wines in the same
 * places. Unknown or missing locales fall back to the runtime's.
 */
export function productNameOrder(locale?: string): (a: Named, b: Named) => number {
  const collator = new Intl.Collator(knownLocale(locale), {
    numeric: true,
    sensitivity: 'base',
  });
  return (a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function knownLocale(locale: string | undefined): string | undefined {
  if (locale === undefined) return undefined;
  try {
    return Intl.Collator.supportedLocalesOf(locale)[0];
  } catch {
    // Not a well-formed language tag.
    return undefined;
  }
}
