import { describe, expect, it } from 'vitest';
import { glassesAsBottles } from './sales.js';
import { bottles2, salesDays } from './variance.js';

describe('the Variance report’s days and bottles', () => {
  it('covers the days whose noon is in the period, at the reader’s offset', () => {
    // A month of Paris midnights, sent with their offset or in UTC: the same days.
    expect(salesDays('2026-11-01T00:00:00+01:00', '2026-12-01T00:00:00+01:00')).toEqual({
      firstDay: '2026-11-01',
      lastDay: '2026-11-30',
      offsetMinutes: 60,
    });
    expect(salesDays('2026-10-31T23:00:00.000Z', '2026-11-30T23:00:00.000Z')).toMatchObject({
      firstDay: '2026-11-01',
      lastDay: '2026-11-30',
    });
    // New York midnights in UTC.
    expect(salesDays('2026-11-01T04:00:00.000Z', '2026-12-01T05:00:00.000Z')).toMatchObject({
      firstDay: '2026-11-01',
      lastDay: '2026-11-30',
    });
    // Between a count after closing and one before opening: the days between them.
    expect(salesDays('2026-11-01T23:30:00-05:00', '2026-11-08T09:00:00-05:00')).toMatchObject({
      firstDay: '2026-11-02',
      lastDay: '2026-11-07',
      offsetMinutes: -300,
    });
  });

  it('counts twelve 5 oz glasses of a 750 ml wine as 2.37 bottles', () => {
    expect(bottles2(glassesAsBottles(12, '5oz', 750))).toBe(2.37);
  });
});
