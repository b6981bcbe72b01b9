/** Printed QR label sheets: 30 labels a sheet (3 × 10, a common A4 and US-Letter address label). */
export const LABELS_PER_SHEET = 30;

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// Ids starting with M count as manual entries (docs/product.md §3): a label must never start with it.
const FIRST = BASE36.replace('M', '');

/**
 * A sheet's labels share a random 6-character code and carry their place on it: K7Q2XA-01 to
 * K7Q2XA-30. Easy to read aloud, never all digits (so never mistaken for a product barcode).
 */
export function sheetLabelIds(randomInt: (max: number) => number, count: number): string[] {
  const ids: string[] = [];
  let code = '';
  for (let index = 0; index < count; index++) {
    const position = index % LABELS_PER_SHEET;
    if (position === 0) {
      do {
        code = FIRST.charAt(randomInt(FIRST.length));
        for (let char = 1; char < 6; char++) code += BASE36.charAt(randomInt(36));
      } while (/^\d+$/.test(code));
    }
    ids.push(`${code}-${String(position + 1).padStart(2, '0')}`);
  }
  return ids;
}
