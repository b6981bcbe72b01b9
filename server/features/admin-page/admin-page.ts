import fs from 'node:fs';
import path from 'node:path';
import type { FirstCards } from '../../../domain/product-cards.js';
import { type CardLabels, firstCardsData, firstCardsHtml } from './first-cards-html.js';

const CARDS_START = '<!--first-cards-->';
const CARDS_END = '<!--/first-cards-->';
const ROOT = '<div id="root">';

/** The built /admin page of one language, cut where the cards and their data go. */
interface PageParts {
  language: string;
  /** Up to the skeleton's card outlines. */
  head: string;
  /** From the end of the outlines to the app's root element. */
  middle: string;
  /** The root element and the rest. */
  tail: string;
}

/** The skeleton's search boxes made usable: what is typed there, the app's search box takes over. */
function withUsableSearch(html: string, searchLabel: string): string {
  return html
    .replaceAll('data-shell-search inert aria-hidden="true"', 'data-shell-search')
    .replace(
      /tabindex="-1" readonly placeholder="([^"]*)"/g,
      (_, placeholder: string) => `aria-label="${searchLabel}" placeholder="${placeholder}"`,
    );
}

function partsOf(html: string, language: string, searchLabel: string): PageParts | undefined {
  const start = html.indexOf(CARDS_START);
  const end = html.indexOf(CARDS_END, start);
  const root = html.indexOf(ROOT, end);
  if (start < 0 || end < 0 || root < 0) return undefined;
  const usable = withUsableSearch(html.slice(0, start), searchLabel);
  return {
    language,
    head: usable,
    middle: html.slice(end + CARDS_END.length, root),
    tail: html.slice(root),
  };
}

/**
 * /admin's page per language as scripts/route-pages.mjs wrote it, and the wine card's words
 * (admin-labels.json), read once at start. Absent (a server without the built web app, or a page
 * without the first cards' place), the page is sent as it is by the static files.
 */
export class AdminPages {
  private readonly pages = new Map<string, PageParts>();
  private readonly labels: Readonly<Record<string, CardLabels>> = {};

  constructor(distDir: string) {
    const labelsFile = path.join(distDir, 'admin-labels.json');
    if (!fs.existsSync(labelsFile)) return;
    this.labels = JSON.parse(fs.readFileSync(labelsFile, 'utf8')) as Record<string, CardLabels>;
    for (const [language, labels] of Object.entries(this.labels)) {
      const file = path.join(distDir, language === 'en' ? 'admin.html' : `admin.${language}.html`);
      if (!fs.existsSync(file)) continue;
      const parts = partsOf(
        fs.readFileSync(file, 'utf8'),
        language,
        (labels.searchLabel ?? '').replaceAll('"', '&quot;'),
      );
      if (parts) this.pages.set(language, parts);
    }
  }

  get ready(): boolean {
    return this.pages.has('en');
  }

  /** The page in `language` (English when there is none) with `first` drawn and as data. */
  draw(language: string | undefined, first: FirstCards): string {
    const page = (language && this.pages.get(language)) || this.pages.get('en');
    if (!page) throw new Error('AdminPages: no page to draw');
    const labels = this.labels[page.language] ?? {};
    return [
      page.head,
      firstCardsHtml(first, labels, page.language),
      page.middle,
      firstCardsData(first),
      '\n    ',
      page.tail,
    ].join('');
  }
}
