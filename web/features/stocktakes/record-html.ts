import { escapeHtml } from '../exports/index.js';

/**
 * A past count as a standalone printable page: a clean A4 or Letter sheet
 * with no app around it, printed by the browser's own command, as the inventory report is
 * (web/features/exports/report-html.ts): every value escaped, no script.
 */

export interface RecordSection {
  title: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  /** What an empty section says. */
  empty: string;
}

export interface RecordPage {
  lang: string;
  title: string;
  /** Who, when, which places, the totals: one line each. */
  facts: readonly string[];
  sections: readonly RecordSection[];
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
  thead th { border-bottom: 2px solid #7a1f38; text-transform: uppercase; font-size: 11px; letter-spacing: .04em; }
  tr { break-inside: avoid; }
  @media print { body { margin: 0; } }
`;

export function recordHtml(page: RecordPage): string {
  const e = escapeHtml;
  const parts = [
    `<!doctype html><html lang="${e(page.lang)}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${e(page.title)}</title><style>${STYLE}</style></head><body>`,
    `<h1>${e(page.title)}</h1><ul class="facts">`,
    ...page.facts.map((fact) => `<li>${e(fact)}</li>`),
    '</ul>',
  ];
  for (const section of page.sections) {
    parts.push(`<h2>${e(section.title)}</h2>`);
    if (section.rows.length === 0) {
      parts.push(`<p>${e(section.empty)}</p>`);
      continue;
    }
    const head = section.columns.map((column) => `<th>${e(column)}</th>`).join('');
    parts.push(`<table><thead><tr>${head}</tr></thead><tbody>`);
    for (const row of section.rows) {
      parts.push(`<tr>${row.map((cell) => `<td>${e(cell)}</td>`).join('')}</tr>`);
    }
    parts.push('</tbody></table>');
  }
  parts.push('</body></html>');
  return parts.join('');
}
