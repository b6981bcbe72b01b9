import Fuse from 'fuse.js';
import type { PourSize } from '../../../domain/open-bottles.js';
import type { PosSuggestion } from '../../../domain/sales-api.js';
import { normalizeText } from '../../../domain/text.js';

/**
 * Which formats a POS item may be, best first (decision 0054). fuse.js scores each word of the
 * item's name against the formats' wine name, producer, vintage and size; a format's confidence
 * is the share of the item's words it matched, each by how closely. Ranking whole names instead
 * scored "Chablis 2022" as high as "Chablis Montmains 2021" for "Chablis Montmains 2021 BTL".
 */

export interface CatalogFormat {
  id: string;
  name: string;
  producer: string;
  vintage: string;
  size: string;
  byTheGlass: boolean;
}

/** Words of a POS item that say how it is served, not which wine it is. */
const SERVING_WORDS = new Set([
  'btl',
  'bottle',
  'bouteille',
  'btg',
  'glass',
  'gls',
  'gl',
  'verre',
  'oz',
  '3oz',
  '5oz',
]);

/** The glass an item's name says it is poured as, if it says so. */
export function pourHint(item: string): PourSize | null {
  const text = normalizeText(item);
  if (/(^|[^0-9])3\s?oz\b/.test(text)) return '3oz';
  if (/(^|[^0-9])5\s?oz\b|\b(glass|gls|gl|btg|verre)\b/.test(text)) return '5oz';
  return null;
}

/** Below this a format is not suggested: a word or two matched by chance. */
const LEAST_CONFIDENCE = 0.2;

export function labelOf(format: Pick<CatalogFormat, 'name' | 'producer' | 'vintage' | 'size'>) {
  return [format.name, format.producer, format.vintage, format.size]
    .filter((part) => part !== '')
    .join(' · ');
}

export class Suggester {
  private readonly fuse: Fuse<CatalogFormat>;
  /** One list asks for the same words many times (a wine's name in its bottle and its glass). */
  private readonly byWord = new Map<string, Array<{ index: number; score: number }>>();

  constructor(private readonly formats: readonly CatalogFormat[]) {
    this.fuse = new Fuse(formats, {
      includeScore: true,
      ignoreLocation: true,
      ignoreFieldNorm: true,
      threshold: 0.35,
      keys: ['name', 'producer', 'vintage', 'size'],
    });
  }

  private matches(word: string) {
    let found = this.byWord.get(word);
    if (!found) {
      found = this.fuse.search(word).map((result) => ({
        index: result.refIndex,
        score: 1 - (result.score ?? 1),
      }));
      this.byWord.set(word, found);
    }
    return found;
  }

  suggest(item: string, limit: number): PosSuggestion[] {
    const words = normalizeText(item)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 1 && !SERVING_WORDS.has(word));
    if (words.length === 0) return [];
    const sums = new Map<number, number>();
    for (const word of words) {
      for (const { index, score } of this.matches(word)) {
        sums.set(index, (sums.get(index) ?? 0) + score);
      }
    }
    const pour = pourHint(item);
    const found: Array<{ format: CatalogFormat; confidence: number }> = [];
    for (const [index, sum] of sums) {
      const format = this.formats[index];
      const confidence = Math.min(1, sum / words.length);
      if (format && confidence >= LEAST_CONFIDENCE) found.push({ format, confidence });
    }
    found.sort(
      (a, b) => b.confidence - a.confidence || labelOf(a.format).localeCompare(labelOf(b.format)),
    );
    return found.slice(0, limit).map(({ format, confidence }) => {
      const glass = pour !== null && format.byTheGlass;
      return {
        formatId: format.id,
        label: labelOf(format),
        confidence: Math.round(confidence * 100) / 100,
        kind: glass ? ('glass' as const) : ('bottle' as const),
        pour: glass ? pour : null,
        byTheGlass: format.byTheGlass,
      };
    });
  }
}
