import { describe, expect, it } from 'vitest';
import { printHtml } from './print-html.js';

describe('printed report', () => {
  it('escapes every value and breaks the page between suppliers, each headed alike', () => {
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
    // Each supplier's page says whose order it is, and when.
    expect(html.match(/<h1>Order sheet<\/h1>/g)).toHaveLength(2);
    expect(html.match(/Printed 27 Nov 2026/g)).toHaveLength(2);
  });
});
