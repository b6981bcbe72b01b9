// Most values repeat across thousands of rows (countries, regions, producers, grapes): remember
// them. Bounded, so a long session typing many queries does not grow it for ever.
const normalized = new Map<string, string>();
const MAX_REMEMBERED = 50_000;
const PLAIN_ASCII = /^[\x20-\x7E\t\n\r]*$/;

/**
 * Lower case, accents removed, spaces trimmed and collapsed: "  Château  Margaux" and
 * "chateau margaux" compare equal. Used by search, filters and duplicate detection.
 */
export function normalizeText(value: string): string {
  const known = normalized.get(value);
  if (known !== undefined) return known;
  // Plain ASCII has no accents to strip: skip the (costly) Unicode decomposition.
  const base = PLAIN_ASCII.test(value)
    ? value
    : value.normalize('NFD').replace(/\p{Diacritic}/gu, '');
  const result = base.toLowerCase().trim().replace(/\s+/g, ' ');
  if (normalized.size >= MAX_REMEMBERED) normalized.clear();
  normalized.set(value, result);
  return result;
}
