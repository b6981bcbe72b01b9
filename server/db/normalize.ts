/**
 * The one place where values read from either driver are made the same: SQLite and PostgreSQL
 * both store 0/1 integers and whole cents here, but counts and decimals may arrive as strings.
 */
export function toBool(value: number | boolean | string | null | undefined): boolean {
  return value === true || value === 1 || value === '1' || value === 't';
}

export function fromBool(value: boolean): number {
  return value ? 1 : 0;
}

export function toCents(amount: number | null): number | null {
  return amount === null ? null : Math.round(amount * 100);
}

export function fromCents(cents: number | string | null): number | null {
  return cents === null ? null : Number(cents) / 100;
}

export function toNumberOrNull(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

export function parseJsonArray<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}
