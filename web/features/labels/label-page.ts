import { escapeHtml } from '../../../domain/html-escape.js';

export { escapeHtml };

/**
 * The printable QR label sheet: a standalone HTML document with no script (our CSP forbids
 * inline scripts; the user prints with the browser's Print), every text we add escaped.
 */

export type Paper = 'a4' | 'letter';

/** 3 × 10 = 30 labels a sheet, as domain/label-ids.ts reserves them. */
export const COLUMNS = 3;
export const ROWS = 10;

interface SheetLayout {
  /** The CSS @page size. */
  size: string;
  width: string;
  height: string;
  /** Top and left margin of the first label (the sheets are symmetric). */
  marginTop: string;
  marginLeft: string;
  labelWidth: string;
  labelHeight: string;
  columnGap: string;
}

/**
 * US Letter: Avery 5160 and compatibles (2.625 × 1 in). A4: the 70 × 29.7 mm sheet of 30 that
 * covers the page edge to edge.
 */
export const LAYOUTS: Record<Paper, SheetLayout> = {
  letter: {
    size: 'letter',
    width: '8.5in',
    height: '11in',
    marginTop: '0.5in',
    marginLeft: '0.1875in',
    labelWidth: '2.625in',
    labelHeight: '1in',
    columnGap: '0.125in',
  },
  a4: {
    size: 'A4',
    width: '210mm',
    height: '297mm',
    marginTop: '0mm',
    marginLeft: '0mm',
    labelWidth: '70mm',
    labelHeight: '29.7mm',
    columnGap: '0mm',
  },
};

/** What a label shows in large type: the last 6 characters, as the app shows bottle ids. */
export function shortCode(id: string): string {
  return id.slice(-6);
}

export interface LabelSvg {
  id: string;
  /** The QR code as SVG markup from the `qrcode` library. */
  svg: string;
  /** A label for a bottle one has: its wine (name; vintage and size; place), under the id. */
  lines?: readonly string[];
}

export interface LabelPageTexts {
  title: string;
  /** Shown on screen only: how to print. */
  hint: string;
  lang: string;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
}

/** Keeps only markup that is one <svg> element, as the library makes it; anything else is dropped. */
function safeSvg(svg: string): string {
  const trimmed = svg.trim();
  return /^<svg[\s>][\s\S]*<\/svg>$/.test(trimmed) && !/<script|\son\w+=/i.test(trimmed)
    ? trimmed
    : '';
}

function style(layout: SheetLayout): string {
  return `
@page { size: ${layout.size}; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace; color: #000; }
.sheet {
  width: ${layout.width}; height: ${layout.height};
  padding: ${layout.marginTop} ${layout.marginLeft} 0;
  display: grid;
  grid-template-columns: repeat(${COLUMNS}, ${layout.labelWidth});
  grid-auto-rows: ${layout.labelHeight};
  column-gap: ${layout.columnGap};
  overflow: hidden; background: #fff;
  break-after: page; page-break-after: always;
}
.sheet:last-of-type { break-after: auto; page-break-after: auto; }
.label {
  display: flex; align-items: center; gap: 2mm;
  padding: 1.5mm 3mm; overflow: hidden;
}
.qr { height: 100%; aspect-ratio: 1 / 1; flex-shrink: 0; }
.qr svg { display: block; width: 100%; height: 100%; }
.text { min-width: 0; display: flex; flex-direction: column; gap: 1mm; }
.code { font-size: 17pt; font-weight: 700; letter-spacing: 0.06em; white-space: nowrap; }
.full { font-size: 6.5pt; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.wine { font: 7pt/1.15 system-ui, sans-serif; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.wine.name { font-weight: 700; }
.label:has(.wine) .text { gap: 0.4mm; }
.label:has(.wine) .code { font-size: 13pt; }
.hint { font: 14px/1.4 system-ui, sans-serif; margin: 12px auto; max-width: ${layout.width}; padding: 0 8px; }
@media screen {
  body { background: #d9d9d9; padding-bottom: 16px; }
  .sheet { margin: 12px auto; box-shadow: 0 1px 6px rgba(0, 0, 0, 0.3); }
  .label { outline: 1px dashed #bbb; outline-offset: -1px; }
}
@media print { .hint { display: none; } }
`;
}

/** The whole document: sheets of 3 × 10 labels, each with its QR code, short code and full id. */
export function labelPageHtml(
  labels: readonly LabelSvg[],
  paper: Paper,
  texts: LabelPageTexts,
): string {
  const layout = LAYOUTS[paper];
  const e = escapeHtml;
  const sheets = chunks(labels, COLUMNS * ROWS).map(
    (sheet) =>
      `<div class="sheet">${sheet
        .map(
          (label) =>
            `<div class="label" data-id="${e(label.id)}"><div class="qr">${safeSvg(label.svg)}</div>` +
            `<div class="text"><span class="code">${e(shortCode(label.id))}</span>` +
            `<span class="full">${e(label.id)}</span>` +
            (label.lines ?? [])
              .map(
                (line, index) =>
                  `<span class="wine${index === 0 ? ' name' : ''}">${e(line)}</span>`,
              )
              .join('') +
            '</div></div>',
        )
        .join('')}</div>`,
  );
  return [
    `<!doctype html><html lang="${e(texts.lang)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(texts.title)}</title><style>${style(layout)}</style></head><body>`,
    `<p class="hint">${e(texts.hint)}</p>`,
    sheets.join(''),
    '</body></html>',
  ].join('');
}

/** The QR code of each id, as SVG (the `qrcode` library loads only when labels are printed). */
export async function renderLabels(ids: readonly string[]): Promise<LabelSvg[]> {
  const qrcode = await import('qrcode');
  return Promise.all(
    ids.map(async (id) => ({
      id,
      svg: await qrcode.toString(id, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
    })),
  );
}

/** US and Canada print on Letter; everyone else on A4. */
export function defaultPaper(locale: string): Paper {
  return /-(US|CA)$/i.test(locale) ? 'letter' : 'a4';
}
