import { escapeHtml } from '../../../domain/html-escape.js';

/**
 * A report as a standalone printable page: no app around it, the restaurant's
 * name, the period and the date printed at the top, each group on a page of its own when asked
 * (the order sheet: one page per supplier, each page headed with them, as it goes to its
 * supplier alone). Every value escaped, no script; A4 or Letter alike (e2e/reports.spec.ts).
 */

export interface PrintSection {
  title: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  /** The last row is the section's total. */
  total?: boolean;
}

export interface PrintPage {
  lang: string;
  title: string;
  facts: readonly string[];
  sections: readonly PrintSection[];
  /** A page break before every section but the first. */
  pagePerSection: boolean;
}

const STYLE = `
  :root { color-scheme: light; }
  @page { size: auto; margin: 14mm; }
  body { font: 13px/1.45 system-ui, sans-serif; color: #2b2322; margin: 24px; }
  h1 { font: 24px Georgia, 'Times New Roman', serif; margin: 0 0 6px; color: #7a1f38; }
  h2 { font-size: 15px; margin: 20px 0 6px; color: #7a1f38; }
  .facts { margin: 0; padding: 0; list-style: none; color: #4a4240; }
  table { width: 100%; border-collapse: collapse; font-size: 12px; }
  th, td { text-align: left; padding: 4px 6px; border-bottom: 1px solid #e4dcd8; vertical-align: top; }
  td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
  thead th { border-bottom: 2px solid #7a1f38; text-transform: uppercase; font-size: 11px; letter-spacing: .04em; }
  tr { break-inside: avoid; }
  tr.total td { font-weight: 600; }
  section.break { break-before: page; }
  @media print { body { margin: 0; } }
`;

const NUMERIC = /^[-\u2212]?[$€£¥]?\s?[\d\s\u202f.,]+\s?(%|€|[A-Z]{3})?$/;

export function printHtml(page: PrintPage): string {
  const e = escapeHtml;
  const cell = (tag: 'td' | 'th', text: string) =>
    `<${tag}${NUMERIC.test(text) ? ' class="n"' : ''}>${e(text)}</${tag}>`;
  const heading = [
    `<h1>${e(page.title)}</h1><ul class="facts">`,
    ...page.facts.map((fact) => `<li>${e(fact)}</li>`),
    '</ul>',
  ].join('');
  const parts = [
    `<!doctype html><html lang="${e(page.lang)}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${e(page.title)}</title><style>${STYLE}</style></head><body>`,
  ];
  if (!page.pagePerSection) parts.push(heading);
  page.sections.forEach((section, index) => {
    parts.push(`<section${page.pagePerSection && index > 0 ? ' class="break"' : ''}>`);
    if (page.pagePerSection) parts.push(heading);
    if (section.title !== '') parts.push(`<h2>${e(section.title)}</h2>`);
    const head = section.columns.map((column) => `<th>${e(column)}</th>`).join('');
    parts.push(`<table><thead><tr>${head}</tr></thead><tbody>`);
    section.rows.forEach((row, index) => {
      const total = section.total && index === section.rows.length - 1 ? ' class="total"' : '';
      parts.push(`<tr${total}>${row.map((text) => cell('td', text)).join('')}</tr>`);
    });
    parts.push('</tbody></table></section>');
  });
  parts.push('</body></html>');
  return parts.join('');
}
