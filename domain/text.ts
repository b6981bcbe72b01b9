/**
 * Lower case, accents removed, spaces trimmed and collapsed: "  Château  Margaux" and
 * "chateau margaux" compare equal. Used by search, filters and duplicate detection.
 */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}
