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
  const collator = nameCollator(locale);
  return (a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** How names compare for a reader of `locale` (numbers by value, case and accents ignored). */
export function nameCollator(locale?: string): Intl.Collator {
  return new Intl.Collator(knownLocale(locale), { numeric: true, sensitivity: 'base' });
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
