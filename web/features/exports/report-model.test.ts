import { describe, expect, it } from 'vitest';
import { countsOf } from '../../../domain/bottle-counts.js';
import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import {
  escapeHtml,
  groupReportRows,
  type ReportLabels,
  reportHtml,
  reportRows,
} from './report-model.js';

const product = (id: string, patch: Partial<Product>): Product =>
  ({ id, name: id, producer: '', country: '', region: '', color: '', ...patch }) as Product;
const format = (id: string, productId: string, vintage: string): Format =>
  ({ id, productId, vintage, bottleSize: 750 }) as Format;
const bottle = (id: string, formatId: string, locationId: string | null): Bottle => ({
  id,
  formatId,
  locationId,
  bin: '',
  notes: '',
  addedDate: '',
});

const source = {
  products: new Map([
    ['w1', product('w1', { name: 'Barolo', producer: 'Vietti', color: 'Red', country: 'Italy' })],
    [
      'w2',
      product('w2', { name: '<img src=x onerror=alert(1)>', color: 'White', country: 'France' }),
    ],
  ]),
  formats: new Map([
    ['f1', format('f1', 'w1', '2016')],
    ['f2', format('f2', 'w2', '2020')],
  ]),
  locationNames: new Map([['cellar', 'Cellar']]),
};

function rows() {
  return reportRows(
    source,
    countsOf([
      bottle('1', 'f1', 'cellar'),
      bottle('2', 'f1', 'cellar'),
      bottle('3', 'f1', null),
      bottle('4', 'f2', 'cellar'),
    ]).values(),
  );
}

const labels: ReportLabels = {
  lang: 'en',
  title: 'Wine Inventory Summary',
  subtitle: 'Grouped by location',
  columns: ['Name', 'Producer', 'Vintage', 'Color', 'Location', 'Bottle Count'],
  emptyGroup: 'Unassigned',
  emptyLocation: 'Unassigned',
  groupTotal: 'Total',
  grandTotal: 'Grand total',
  empty: 'No bottles',
};

describe('inventory report', () => {
  it('counts bottles per format and location and groups them with totals', () => {
    const groups = groupReportRows(rows(), 'location');
    expect(groups.map((g) => [g.label, g.total])).toEqual([
      ['Cellar', 3],
      ['', 1],
    ]);
    expect(groups[0]?.rows.map((r) => [r.name, r.count])).toEqual([
      ['<img src=x onerror=alert(1)>', 1],
      ['Barolo', 2],
    ]);
  });

  it('groups by a key that is not a column', () => {
    expect(groupReportRows(rows(), 'country').map((g) => g.label)).toEqual(['France', 'Italy']);
  });

  it('escapes every value and has no script', () => {
    const html = reportHtml(groupReportRows(rows(), 'color'), labels);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('<title>Wine Inventory Summary</title>');
    expect(html).toContain('data-total>4<');
  });

  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
  });
});
