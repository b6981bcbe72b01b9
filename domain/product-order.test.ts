import { describe, expect, it } from 'vitest';
import { productNameOrder, sortedByName } from './product-order.js';

const wine = (id: string, name: string) => ({ id, name });

describe('sortedByName', () => {
  it('gives the collator order: case and accents ignored, numbers by value, then by id', () => {
    const wines = [
      wine('p7', 'Cuvée 10'),
      wine('p1', 'éclat'),
      wine('p2', 'Zinfandel'),
      wine('p3', 'Cuvee 9'),
      wine('p4', 'Eclat'),
      wine('p5', 'abbaye'),
      wine('p6', 'Château Margaux'),
      wine('p0', 'Eclat'),
    ];
    expect(sortedByName(wines).map((item) => item.id)).toEqual([
      'p5',
      'p6',
      'p3',
      'p7',
      'p0',
      'p1',
      'p4',
      'p2',
    ]);
  });

  it('agrees with one sort by the collator, in English and in French', () => {
    const names = ['Œil de Perdrix', 'oeuvre', 'Ça', 'cab', 'Ébène', 'ebony', 'Ñandú', 'nada'];
    const wines = names.flatMap((name, index) => [
      wine(`a${index}`, name),
      wine(`b${index}`, name.toUpperCase()),
    ]);
    for (const locale of ['en', 'fr']) {
      expect(sortedByName(wines, locale)).toEqual([...wines].sort(productNameOrder(locale)));
    }
  });
});
