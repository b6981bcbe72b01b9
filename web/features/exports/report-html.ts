import { escapeHtml } from '../../../domain/html-escape.js';
import type { ReportGroup } from '../../../domain/inventory-report.js';

// The one escape of the app's own HTML, offered to the features that print.
export { escapeHtml };

/**
 * The printable summary's page (docs/product.md §7), drawn from the groups the server sends
 * (GET /api/exports/report).
 */
export interface ReportLabels {
  lang: string;
  title: string;
  subtitle: string;
  columns: [string, string, string, string, string, string];
  /** The heading of the group without a value. */
  emptyGroup: string;
  emptyLocation: string;
  groupTotal: string;
  grandTotal: string;
  empty: string;
}

const STYLE = `
  :root { color-scheme: light; }
  body { font: 14px/1.45 Georgia, 'Times New Roman', serif; color: #2b2322; margin: 32px; }
  h1 { font-size: 26px; margin: 0 0 4px; color: #7a1f38; }
  .meta { color: #6b6260; margin: 0 0 24px; font-family: system-ui, sans-serif; font-size: 12px; }
  table { width: 100%; border-collapse: collapse; font-family: system-ui, sans-serif; font-size: 13px; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e4dcd8; vertical-align: top; }
  thead th { border-bottom: 2px solid #7a1f38; font-size: 12px; text-transform: uppercase; letter-spacing: .05em; }
  .count { text-align: right; font-variant-numeric: tabular-nums; }
  .group th { background: #f6eef0; color: #7a1f38; font-size: 14px; padding-top: 10px; }
  .subtotal td { font-weight: 600; border-bottom: 2px solid #e4dcd8; }
  tfoot td { font-weight: 700; font-size: 14px; border-top: 2px solid #7a1f38; border-bottom: none; }
  tbody { break-inside: avoid-page; }
  @media print { body { margin: 12mm; } .group th { -webkit-print-color-adjust: exact; print-color-adjust: exact; } }
`;

/**
 * A standalone HTML document: every value escaped, no script (our CSP forbids inline scripts and
 * the report needs none: the browser's own print command prints it).
 */
export function reportHtml(groups: readonly ReportGroup[], labels: ReportLabels): string {
  const e = escapeHtml;
  const head = labels.columns
    .map((column, i) => `<th${i === 5 ? ' class="count"' : ''}>${e(column)}</th>`)
    .join('');
  const parts: string[] = [
    `<!doctype html><html lang="${e(labels.lang)}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${e(labels.title)}</title><style>${STYLE}</style></head><body>`,
    `<h1>${e(labels.title)}</h1><p class="meta">${e(labels.subtitle)}</p>`,
    `<table><thead><tr>${head}</tr></thead>`,
  ];
  let grand = 0;
  for (const group of groups) {
    grand += group.total;
    parts.push(
      `<tbody><tr class="group"><th colspan="6" scope="colgroup">${e(group.label || labels.emptyGroup)}</th></tr>`,
    );
    for (const row of group.rows) {
      parts.push(
        `<tr><td>${e(row.name)}</td><td>${e(row.producer)}</td><td>${e(row.vintage)}</td>`,
        `<td>${e(row.color)}</td><td>${e(row.location || labels.emptyLocation)}</td>`,
        `<td class="count">${row.count}</td></tr>`,
      );
    }
    parts.push(
      `<tr class="subtotal"><td colspan="5">${e(labels.groupTotal)}</td><td class="count">${group.total}</td></tr></tbody>`,
    );
  }
  if (groups.length === 0)
    parts.push(`<tbody><tr><td colspan="6">${e(labels.empty)}</td></tr></tbody>`);
  parts.push(
    `<tfoot><tr><td colspan="5">${e(labels.grandTotal)}</td><td class="count" data-total>${grand}</td></tr></tfoot>`,
    '</table></body></html>',
  );
  return parts.join('');
}
