import { escapeHtml } from '../../../domain/html-escape.js';

/**
 * The table cards: the restaurant's name, `Scan for our wine list` and the guest menu's
 * QR code, four to a page (A4 or Letter: the page's own size, each card a quarter of it). A
 * standalone document with no script, as the label sheets are; every text escaped.
 */
export interface TableCardTexts {
  restaurant: string;
  scan: string;
  title: string;
  lang: string;
}

const CARDS_PER_PAGE = 4;

/** Only markup that is one <svg> element, as the qrcode library makes it. */
function safeSvg(svg: string): string {
  const trimmed = svg.trim();
  return /^<svg[\s>][\s\S]*<\/svg>$/.test(trimmed) && !/<script|\son\w+=/i.test(trimmed)
    ? trimmed
    : '';
}

export function tableCardsHtml(qrSvg: string, link: string, texts: TableCardTexts): string {
  const e = escapeHtml;
  const card = `<div class="card"><div class="name">${e(texts.restaurant)}</div><div class="qr">${safeSvg(qrSvg)}</div><div class="scan">${e(texts.scan)}</div><div class="link">${e(link)}</div></div>`;
  return `<!doctype html><html lang="${e(texts.lang)}"><head><meta charset="utf-8"><title>${e(texts.title)}</title><style>
@page { margin: 10mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: 'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif; color: #2b2322; }
.page { display: grid; grid-template-columns: 1fr 1fr; grid-template-rows: 1fr 1fr; gap: 8mm; height: 100vh; padding: 4mm; }
.card { border: 1px dashed #999; border-radius: 4mm; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 4mm; padding: 6mm; text-align: center; break-inside: avoid; }
.name { font-size: 20pt; font-weight: 600; color: #7a1f38; }
.qr { width: 45mm; height: 45mm; }
.qr svg { width: 100%; height: 100%; display: block; }
.scan { font-size: 14pt; font-style: italic; }
.link { font: 7pt ui-monospace, monospace; color: #6b6260; word-break: break-all; }
</style></head><body><div class="page">${card.repeat(CARDS_PER_PAGE)}</div></body></html>`;
}
