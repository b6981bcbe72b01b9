/**
 * Retail product barcodes (GTINs): how people spell them, and the one spelling we store and
 * compare (decision 0011).
 *
 * The same bottle's code has several spellings: a UPC-A label prints 12 digits, a scanner may read
 * the same bars as the 13-digit EAN-13 `0` + those 12, a supplier's sheet may give the 14-digit
 * GTIN-14 `00` + those 12. All are the same number with leading zeros (GS1 right-aligns every
 * GTIN in 14 digits), so the canonical spelling is that number in 13 digits: an EAN-13 as printed,
 * a UPC-A or an EAN-8 padded with zeros, a GTIN-14 without its leading zero. Only a GTIN-14 whose
 * first digit is not 0 (a case of bottles, never a bottle) keeps 14 digits.
 */

/** A barcode as people type it: all digits, 8, 12, 13 or 14 long. */
export const BARCODE_PATTERN = /^(\d{8}|\d{12}|\d{13}|\d{14})$/;

/**
 * The stored and compared spelling of a barcode (see above); text that is not a barcode spelling
 * comes back unchanged. The check digit is kept as given: a code whose check digit is wrong still
 * has one spelling (decision 0011 says why it is not refused).
 */
export function canonicalBarcode(code: string): string {
  if (!BARCODE_PATTERN.test(code)) return code;
  if (code.length === 14) return code.startsWith('0') ? code.slice(1) : code;
  return code.padStart(13, '0');
}

/** Two spellings of the same barcode. */
export function sameBarcode(a: string, b: string): boolean {
  return canonicalBarcode(a) === canonicalBarcode(b);
}

/**
 * The spelling a label prints for a canonical code: 8 digits for an EAN-8 (GS1 reserves the
 * prefix 00000 for EAN-8s written in 13 digits), the code itself otherwise. What an online
 * catalog indexes EAN-8s under.
 */
export function printedBarcode(canonical: string): string {
  return canonical.length === 13 && canonical.startsWith('00000') ? canonical.slice(5) : canonical;
}

/** The GS1 check digit of a GTIN's digits before it: weights 3 and 1 alternate from the right. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    const fromRight = body.length - 1 - index;
    sum += Number(body.charAt(index)) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The UPC-A a UPC-E symbol stands for (8 digits: number system 0 or 1, six digits, check digit),
 * or null when it is not one. UPC-E is UPC-A with zeros left out, and its GTIN is the UPC-A's,
 * so a scanned UPC-E must not be taken for an EAN-8 of the same digits.
 */
export function expandUpcE(code: string): string | null {
  if (!/^[01]\d{7}$/.test(code)) return null;
  const system = code.charAt(0);
  const d = code.slice(1, 7);
  const check = code.charAt(7);
  const last = d.charAt(5);
  let body: string;
  if (last === '0' || last === '1' || last === '2') {
    body = `${d.slice(0, 2)}${last}0000${d.slice(2, 5)}`;
  } else if (last === '3') {
    body = `${d.slice(0, 3)}00000${d.slice(3, 5)}`;
  } else if (last === '4') {
    body = `${d.slice(0, 4)}00000${d.charAt(4)}`;
  } else {
    body = `${d.slice(0, 5)}0000${last}`;
  }
  return `${system}${body}${check}`;
}
