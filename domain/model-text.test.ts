import { describe, expect, it } from 'vitest';
import { ModelTextError, modelText, readModelText } from './model-text.js';
import { snapshot } from './restaurant-data.fixtures.js';
import type { CompactModel } from './snapshot-codec.js';

const model: CompactModel = {
  v: 4,
  revision: 12,
  // Braces, quotes, a line break and a two-byte letter in text: none may break the layout.
  restaurant: { ...snapshot.restaurant, name: 'Chez {Ann}\n"le" Cœur' },
  products: {
    id: ['p1', 'p2'],
    name: ['Barolo', 'l’Œillet "}\n,"formats":{'],
    producer: ['Sandrone', ''],
    country: ['Italy', 'France'],
    region: ['Piemonte', ''],
    subregion: ['', ''],
    appellation: ['', ''],
    classification: ['', ''],
    regulatedDesignation: ['', ''],
    style: ['', ''],
    color: ['Red', 'White'],
    supplier: ['', ''],
    mainCategory: ['cat_wine', 'cat_wine'],
    subCategory: ['', ''],
    varieties: [[{ name: 'Nebbiolo', pct: 100 }], []],
    grains: [[], []],
    alcoholPercentage: [14.5, null],
    barcode: [null, '3760001'],
    flags: [1, 0],
    defaultFormat: [0, -1],
  },
  formats: {
    id: ['f1', 'f2'],
    product: [0, 1],
    vintage: ['2016', 'NV'],
    bottleSize: [750, 1500],
    price: [120, null],
    tastingNotes: ['', '}'],
    flags: [0, 2],
    weighed: { format: [1], full: [2900], empty: [null] },
  },
  counts: {
    format: [0, 0, 1],
    location: [0, -1, 0],
    bin: ['1', '', '2'],
    bottles: [3, 1, 2],
    manual: [0, 1, 0],
  },
};

async function* inPieces(text: string, size: number): AsyncGenerator<string> {
  for (let start = 0; start < text.length; start += size) yield text.slice(start, start + size);
}

const noPause = (): Promise<void> => Promise.resolve();

describe('the model as text, a line per member', () => {
  it('is one JSON document of the model, a column per line', () => {
    const text = modelText(model);
    expect(JSON.parse(text)).toEqual(model);
    // Its version, revision and restaurant, 20 + 8 + 5 columns, 3 table ends and the end.
    expect(text.split('\n')).toHaveLength(3 + 20 + 8 + 5 + 3 + 1);
  });

  it('leaves out what the view leaves out (a model without costs)', () => {
    const withCost = { ...model, formats: { ...model.formats, cost: [30, null] } };
    expect(JSON.parse(modelText(withCost)).formats.cost).toEqual([30, null]);
    expect(modelText(model)).not.toContain('"cost"');
  });

  it('is read back whole, whatever pieces the network brings it in', async () => {
    const text = modelText(model);
    for (const size of [1, 2, 7, 64, text.length]) {
      expect(await readModelText(inPieces(text, size), noPause)).toEqual(model);
    }
  });

  it('frees the thread after each line and each chunk', async () => {
    let pauses = 0;
    const text = modelText(model);
    await readModelText([text], async () => {
      pauses += 1;
    });
    // Every line but the last, which has no line break after it, and the one chunk.
    expect(pauses).toBe(text.split('\n').length - 1 + 1);
  });

  it('refuses a body cut short, a page that is not the model, and text after its end', async () => {
    const text = modelText(model);
    const cut = text.slice(0, text.lastIndexOf('\n'));
    await expect(readModelText(inPieces(cut, 50), noPause)).rejects.toThrow(ModelTextError);
    await expect(readModelText(inPieces('<html>Bad gateway</html>', 50), noPause)).rejects.toThrow(
      ModelTextError,
    );
    await expect(readModelText(inPieces(`${text}\n}`, 50), noPause)).rejects.toThrow(
      ModelTextError,
    );
  });
});
