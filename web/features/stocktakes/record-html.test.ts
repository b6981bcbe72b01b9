import { describe, expect, it } from 'vitest';
import { recordHtml } from './record-html.js';

describe('a past count as a printable page', () => {
  const page = {
    lang: 'en',
    title: 'Stock count of 1 Nov 2026',
    facts: ['Started by <Ann>', '4 of 5 counted'],
    sections: [
      {
        title: 'Missing (1)',
        columns: ['Bottle', 'Wine', 'Place'],
        rows: [['BTL-3', 'Clos "A" & B', 'Cave 1 / A1']],
        empty: 'None',
      },
      { title: 'Unknown codes (0)', columns: ['Bottle'], rows: [], empty: 'None' },
    ],
  };

  it('escapes every value and carries no script', () => {
    const html = recordHtml(page);
    expect(html).toContain('Started by &lt;Ann&gt;');
    expect(html).toContain('Clos &quot;A&quot; &amp; B');
    expect(html).not.toContain('<script');
  });

  it('writes a table per section, and what an empty one says', () => {
    const html = recordHtml(page);
    expect(html).toContain('<h2>Missing (1)</h2><table>');
    expect(html).toContain('<td>BTL-3</td><td>Clos');
    expect(html).toContain('<h2>Unknown codes (0)</h2><p>None</p>');
    expect(html).toContain('@media print');
  });
});
