import { describe, expect, it } from 'vitest';
import type { ReportGroup } from '../../../domain/inventory-report.js';
import { escapeHtml, type ReportLabels, reportHtml } from './report-html.js';

const labels: ReportLabels = {
  lang: 'en',
  title: 'Wine Inventory Summary',
  subtitle: 'Grouped by color',
  columns: ['Name', 'Producer', 'Vintage', 'Color', 'Location', 'Bottle Count'],
  emptyGroup: 'Uncategorized',
  emptyLocation: 'Unassigned',
  groupTotal: 'Total',
  grandTotal: 'Grand total',
  empty: 'No bottles',
};

const row = (name: string, location: string, count: number) => ({
  name,
  producer: '',
  vintage: '2016',
  color: 'Red',
  location,
  count,
});

const groups: ReportGroup[] = [
  { label: 'Red', rows: [row('<img src=x onerror=alert(1)>', 'Cellar', 3)], total: 3 },
  { label: '', rows: [row('Barolo', '', 1)], total: 1 },
];

describe('printable report page', () => {
  it('escapes every value, has no script and adds up the groups', () => {
    const html = reportHtml(groups, labels);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('<title>Wine Inventory Summary</title>');
    expect(html).toContain('scope="colgroup">Uncategorized</th>');
    expect(html).toContain('<td>Unassigned</td>');
    expect(html).toContain('data-total>4<');
  });

  it('says when there is nothing to count', () => {
    expect(reportHtml([], labels)).toContain('<td colspan="6">No bottles</td>');
  });

  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
  });
});
