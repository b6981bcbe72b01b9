/**
 * The Reports screen's periods: presets in the reader's own calendar, sent to the
 * server as [from, to) instants of local midnights.
 */
export const PRESETS = [
  'thisMonth',
  'lastMonth',
  'thisQuarter',
  'thisYear',
  'last30',
  'custom',
] as const;
export type Preset = (typeof PRESETS)[number];

export interface Period {
  from: Date;
  /** Exclusive: the midnight after the last day. */
  to: Date;
}

export function presetPeriod(preset: Exclude<Preset, 'custom'>, today: Date): Period {
  const y = today.getFullYear();
  const m = today.getMonth();
  switch (preset) {
    case 'thisMonth':
      return { from: new Date(y, m, 1), to: new Date(y, m + 1, 1) };
    case 'lastMonth':
      return { from: new Date(y, m - 1, 1), to: new Date(y, m, 1) };
    case 'thisQuarter': {
      const first = m - (m % 3);
      return { from: new Date(y, first, 1), to: new Date(y, first + 3, 1) };
    }
    case 'thisYear':
      return { from: new Date(y, 0, 1), to: new Date(y + 1, 0, 1) };
    case 'last30':
      return {
        from: new Date(y, m, today.getDate() - 29),
        to: new Date(y, m, today.getDate() + 1),
      };
  }
}

/** A custom range from two YYYY-MM-DD days, both included; null when it is not one. */
export function customPeriod(first: string, last: string): Period | null {
  const from = localDay(first);
  const end = localDay(last);
  if (from === null || end === null || end < from) return null;
  return { from, to: new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1) };
}

function localDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** YYYY-MM-DD of a local date, for date inputs. */
export function dayText(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last day a period includes. */
export function lastDay(period: Period): Date {
  return new Date(period.to.getFullYear(), period.to.getMonth(), period.to.getDate() - 1);
}

/**
 * A moment as the reader's wall clock writes it, with their offset (2026-11-01T00:00:00+01:00):
 * the same instant as toISOString(), and the server reads the reader's days from it (the
 * Variance report's sales days, domain/variance.ts).
 */
export function localInstant(date: Date): string {
  const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
  const offset = -date.getTimezoneOffset();
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${dayText(date)}T${time}${zone}`;
}
