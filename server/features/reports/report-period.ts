import type { ReportQuery } from '../../../domain/reports.js';

/** A report's period [from, to) as ISO text, and the moment its closing figures are of. */
export interface Period {
  from: string;
  to: string;
  /** `to`, or now when `to` is still ahead: the future holds no bottles yet. */
  at: string;
  /** `at` is now: the cellar as it is, read from the counts the triggers keep. */
  atNow: boolean;
}

/** The query's period, or this month (UTC) when it names none. */
export function periodOf(query: Pick<ReportQuery, 'from' | 'to'>, now = new Date()): Period {
  const from =
    query.from === undefined
      ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
      : new Date(query.from);
  const to =
    query.to === undefined
      ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
      : new Date(query.to);
  const atNow = to.getTime() >= now.getTime();
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    at: atNow ? now.toISOString() : to.toISOString(),
    atNow,
  };
}

const DAY_MS = 86_400_000;

/** The Monday (UTC date, YYYY-MM-DD) of the week holding `iso`. */
export function weekOf(iso: string): string {
  const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Every week that meets [from, to), by its Monday. */
export function weeksOf(from: string, to: string): string[] {
  const weeks: string[] = [];
  const end = Date.parse(to);
  for (let week = Date.parse(`${weekOf(from)}T00:00:00Z`); week < end; week += 7 * DAY_MS)
    weeks.push(new Date(week).toISOString().slice(0, 10));
  return weeks;
}

/** Each week that meets [from, to), by its Monday, and its range of time cut to the period. */
export function weekRanges(
  from: string,
  to: string,
): Array<{ week: string; from: string; to: string }> {
  const weeks = weeksOf(from, to);
  return weeks.map((week, index) => {
    const start = `${week}T00:00:00.000Z`;
    const next = weeks[index + 1];
    return {
      week,
      from: start > from ? start : from,
      to: next === undefined ? to : `${next}T00:00:00.000Z`,
    };
  });
}
