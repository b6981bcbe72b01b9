import { describe, expect, it } from 'vitest';
import { customPeriod, dayText, lastDay, localInstant, presetPeriod } from './period.js';

const day = (date: Date) => dayText(date);

describe('report periods', () => {
  const today = new Date(2026, 10, 27); // 27 Nov 2026, local

  it('gives each preset as local days, the end exclusive', () => {
    const month = presetPeriod('thisMonth', today);
    expect([day(month.from), day(month.to)]).toEqual(['2026-11-01', '2026-12-01']);
    const last = presetPeriod('lastMonth', today);
    expect([day(last.from), day(last.to)]).toEqual(['2026-10-01', '2026-11-01']);
    const quarter = presetPeriod('thisQuarter', today);
    expect([day(quarter.from), day(quarter.to)]).toEqual(['2026-10-01', '2027-01-01']);
    const year = presetPeriod('thisYear', today);
    expect([day(year.from), day(year.to)]).toEqual(['2026-01-01', '2027-01-01']);
    const thirty = presetPeriod('last30', today);
    expect([day(thirty.from), day(lastDay(thirty))]).toEqual(['2026-10-29', '2026-11-27']);
  });

  it('takes a custom range with both days included, and refuses one that ends first', () => {
    const period = customPeriod('2026-03-01', '2026-03-31');
    expect(period && [day(period.from), day(period.to)]).toEqual(['2026-03-01', '2026-04-01']);
    expect(customPeriod('2026-03-31', '2026-03-01')).toBeNull();
    expect(customPeriod('', '2026-03-01')).toBeNull();
  });

  it('writes a moment on the reader’s clock with their offset, the same instant', () => {
    const midnight = new Date(2026, 10, 1);
    const text = localInstant(midnight);
    expect(text.slice(0, 19)).toBe('2026-11-01T00:00:00');
    expect(text).toMatch(/[+-]\d{2}:\d{2}$/);
    expect(new Date(text).getTime()).toBe(midnight.getTime());
  });
});
