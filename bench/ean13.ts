/** GS1 check digit of the first 12 digits: weights 1 and 3 alternate from the left. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let index = 0; index < 12; index++) {
    sum += Number(first12.charAt(index)) * (index % 2 === 0 ? 1 : 3);
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code.charAt(12));
}

/** Completes a GS1 prefix (country of the brand owner) and a body to 13 digits. */
export function makeEan13(prefix: string, body: string): string {
  const first12 = (prefix + body).slice(0, 12).padEnd(12, '0');
  return first12 + String(ean13CheckDigit(first12));
}
