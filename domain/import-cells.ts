import { isBottleSize } from './format-rules.js';
import type { BlendPart } from './inventory.js';
import { normalizeText } from './text.js';

/**
 * How an import reads one cell of a spreadsheet: an amount, a bottle size, a blend, a date, a
 * yes/no, an alcohol percentage, written the many ways restaurants' files write them. Each
 * answers null for a cell it cannot read; the row decides what that means (import-rows.ts).
 */

/**
 * A spreadsheet neutralises formulas by a quote before =, +, -, @ (inventory-csv.ts's
 * neutralizeFormula does so on export): the quote is taken off again so the text round-trips;
 * the text itself is only ever stored and shown, never evaluated.
 */
const NEUTRALISED = /(^|[,;\t\r\n|])'(?=[=+\-@\t\r])/g;
export function unneutralize(cell: string): string {
  return cell.includes("'") ? cell.replace(NEUTRALISED, '$1') : cell;
}

/** "12,50 €", "$1,234.50", "1 234,50": the amount, or null when it is not one. */
export function parseAmount(raw: string): number | null {
  let text = raw.replace(/[\s\u00a0\u202f$€£¥]|CAD|EUR|USD|GBP/gi, '');
  if (text === '' || !/^\d[\d.,]*$/.test(text)) return null;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the last one is the decimal mark, the other groups thousands.
    const decimal = lastComma > lastDot ? ',' : '.';
    text = text.replaceAll(decimal === ',' ? '.' : ',', '').replace(decimal, '.');
  } else if (lastComma >= 0) {
    // Only commas: one followed by exactly three digits groups thousands ("1,234"), else decimal.
    text = /^\d{1,3}(,\d{3})+$/.test(text) ? text.replaceAll(',', '') : text.replace(',', '.');
  }
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const amount = Math.round(Number(text) * 100) / 100;
  return amount <= 1_000_000 ? amount : null;
}

const NAMED_SIZES: Readonly<Record<string, number>> = {
  split: 187,
  piccolo: 187,
  demi: 375,
  half: 375,
  bottle: 750,
  standard: 750,
  bouteille: 750,
  magnum: 1500,
  jeroboam: 3000,
  rehoboam: 4500,
  methuselah: 6000,
  imperial: 6000,
  salmanazar: 9000,
  balthazar: 12000,
  nebuchadnezzar: 15000,
};

/** "750", "750 ml", "75cl", "1.5L", "1,5 l", "Magnum": millilitres, or null. */
export function parseBottleSize(raw: string): number | null {
  const text = normalizeText(raw).replace(/\s/g, '');
  if (text === '') return null;
  const named = NAMED_SIZES[text];
  if (named !== undefined) return named;
  const match = /^(\d+(?:[.,]\d+)?)(ml|cl|l)?$/.exec(text);
  if (!match) return null;
  const value = Number((match[1] ?? '').replace(',', '.'));
  const unit = match[2] ?? (value < 20 ? 'l' : 'ml');
  const ml = Math.round(unit === 'l' ? value * 1000 : unit === 'cl' ? value * 10 : value);
  return isBottleSize(ml) ? ml : null;
}

/** "Cabernet Sauvignon (60%) | Merlot (40%)", or "Syrah, Grenache": the blend, or null. */
export function parseVarieties(raw: string): BlendPart[] | null {
  const parts = raw.includes('|') ? raw.split('|') : raw.split(/[,;/]/);
  const blend: BlendPart[] = [];
  for (const part of parts) {
    const text = part.trim();
    if (text === '') continue;
    const match = /^(.*?)\s*\(\s*(\d+(?:[.,]\d+)?)\s*%\s*\)$/.exec(text);
    const name = (match ? match[1] : text)?.trim() ?? '';
    const pct = match ? Number((match[2] ?? '').replace(',', '.')) : null;
    if (name.length > 80 || (pct !== null && pct > 100)) return null;
    blend.push({ name, pct });
  }
  return blend.length > 20 ? null : blend;
}

/**
 * An ISO date-time as written (our backup: kept to the character), an ISO day, or a day written
 * d/m/y (m/d/y in CellarTracker's American export): an ISO string, or null.
 */
export function parseAddedDate(raw: string, monthFirst: boolean): string | null {
  const text = raw.trim();
  if (/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    return Number.isNaN(Date.parse(text)) ? null : text;
  }
  let year: number;
  let month: number;
  let day: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const slashed = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (slashed) {
    const [first, second] = [Number(slashed[1]), Number(slashed[2])];
    year = Number(slashed[3]);
    [month, day] = monthFirst ? [first, second] : [second, first];
  } else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString();
}

/** A yes/no cell: yes, true, 1, oui or no, false, 0, non; null when it is neither. */
export function parseYesNo(raw: string): boolean | null {
  const text = normalizeText(raw);
  if (['yes', 'y', 'true', '1', 'oui', 'o', 'vrai'].includes(text)) return true;
  if (['no', 'n', 'false', '0', 'non', 'faux'].includes(text)) return false;
  return null;
}

/** "13.5", "13,5 %": an alcohol percentage from 0 to 100, or null. */
export function parseAlcohol(raw: string): number | null {
  const text = raw.replace(/[\s%]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return value <= 100 ? value : null;
}
