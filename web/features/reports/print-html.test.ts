import { describe, expect, it } from 'vitest';
import { printHtml } from './print-html.js';

describe('printed report', () => {
  it('escapes every value and breaks the page between suppliers', () => {
    const html = printHtml({
      lang: 'en',
      title: 'Order sheet',
      facts: ['Bistro <b>', 'Printed 27 Nov 2026'],
      sections: [
        { title: 'Iberia', columns: ['Wine', 'To order'], rows: [['Rioja <i>', '3']] },
        { title: 'Vins Dupont', columns: ['Wine', 'To order'], rows: [['Chablis', '2']] },
      ],
      pagePerSection: true,
    });
    expect(html).toContain('Bistro &lt;b&gt;');
    expect(html).toContain('Rioja &lt;i&gt;');
    expect(html).not.toContain('<script');
    expect(html.match(/<section class="break">/g)).toHaveLength(1);
  });
});
