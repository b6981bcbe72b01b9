import { describe, expect, it } from 'vitest';
import { inventoryReportGroups, type ReportLine, reportQuerySchema } from './inventory-report.js';

const line = (patch: Partial<ReportLine>): ReportLine => ({
  name: '',
  producer: '',
  vintage: '2016',
  color: '',
  location: '',
  country: '',
  region: '',
  count: 1,
  ...patch,
});

const lines: ReportLine[] = [
  line({
    name: 'Barolo',
    producer: 'Vietti',
    color: 'Red',
    country: 'Italy',
    location: 'Cellar',
    count: 2,
  }),
  line({ name: 'Barolo', producer: 'Vietti', color: 'Red', country: 'Italy' }),
  line({
    name: 'Chablis',
    vintage: '2020',
    color: 'White',
    country: ' France ',
    location: 'Cellar',
  }),
  line({ name: 'Cidre', vintage: 'NV', color: 'white' }),
  line({ name: 'Wine 10', location: 'Cellar' }),
  line({ name: 'wine 9', location: 'Cellar' }),
];

describe('inventory report', () => {
  it('groups the rows with totals, each group by name, vintage and location, the group without a value last', () => {
    const groups = inventoryReportGroups(lines, 'location', 'en');
    expect(groups.map((g) => [g.label, g.total])).toEqual([
      ['Cellar', 5],
      ['', 2],
    ]);
    expect(groups[0]?.rows.map((r) => r.name)).toEqual(['Barolo', 'Chablis', 'wine 9', 'Wine 10']);
    expect(groups[1]?.rows).toEqual([
      { name: 'Barolo', producer: 'Vietti', vintage: '2016', color: 'Red', location: '', count: 1 },
      { name: 'Cidre', producer: '', vintage: 'NV', color: 'white', location: '', count: 1 },
    ]);
  });

  it('groups by a key that is not a column, its value trimmed', () => {
    const groups = inventoryReportGroups(lines, 'country', 'en');
    expect(groups.map((g) => [g.label, g.total])).toEqual([
      ['France', 1],
      ['Italy', 3],
      ['', 3],
    ]);
  });

  it('puts values that differ only by case in one group, named as first met', () => {
    const groups = inventoryReportGroups(lines, 'color', 'en');
    expect(groups.map((g) => [g.label, g.total])).toEqual([
      ['Red', 3],
      ['White', 2],
      ['', 2],
    ]);
  });

  it('orders groups as a reader of the language expects', () => {
    const accents = [
      line({ region: 'Öland' }),
      line({ region: 'Zürich' }),
      line({ region: 'Oregon' }),
    ];
    expect(inventoryReportGroups(accents, 'region', 'de').map((g) => g.label)).toEqual([
      'Öland',
      'Oregon',
      'Zürich',
    ]);
    expect(inventoryReportGroups(accents, 'region', 'sv').map((g) => g.label)).toEqual([
      'Oregon',
      'Zürich',
      'Öland',
    ]);
  });

  it('takes only the known keys, and nothing else', () => {
    expect(reportQuerySchema.safeParse({ groupBy: 'vintage', locale: 'fr' }).success).toBe(true);
    for (const query of [{ groupBy: 'cost' }, {}, { groupBy: 'name', sort: 'up' }]) {
      expect(reportQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});
