import { describe, expect, it } from 'vitest';
import { parseCatalogFile } from './catalog-file.js';

describe('parseCatalogFile', () => {
  it('keeps barcodes in their canonical spelling, whichever of 8, 12, 13 or 14 digits the file uses', () => {
    const csv = [
      'barcode,name',
      '070177154127,UPC-A',
      '00070177154127,GTIN-14',
      '96385074,EAN-8',
      '14006381333938,Case of six',
    ].join('\n');
    expect(parseCatalogFile(csv, 'csv').entries.map((entry) => entry.barcode)).toEqual([
      '0070177154127',
      '0070177154127',
      '0000096385074',
      '14006381333938',
    ]);
    const jsonl = JSON.stringify({ code: '070177154127', product_name: 'Twinings' });
    expect(parseCatalogFile(jsonl, 'jsonl').entries[0]?.barcode).toBe('0070177154127');
  });

  it('reads a CSV with quoted fields and grape lists, skipping rows without a barcode', () => {
    const csv = [
      '\uFEFFbarcode,name,producer,country,region,appellation,category,varieties',
      '3011932000829,"Côtes du Rhône, Réserve",Famille Perrin,France,Rhône,Côtes du Rhône,cat_wine,Grenache (60%) | Syrah (40%)',
      'not-a-code,Nothing,,,,,,',
    ].join('\n');
    const { entries, skipped } = parseCatalogFile(csv, 'csv');
    expect(skipped).toBe(1);
    expect(entries).toEqual([
      {
        barcode: '3011932000829',
        name: 'Côtes du Rhône, Réserve',
        producer: 'Famille Perrin',
        country: 'France',
        region: 'Rhône',
        appellation: 'Côtes du Rhône',
        mainCategory: 'cat_wine',
        varieties: [
          { name: 'Grenache', pct: null },
          { name: 'Syrah', pct: null },
        ],
      },
    ]);
  });

  it('reads an Open Food Facts JSONL export', () => {
    const jsonl = [
      JSON.stringify({
        code: '5000281025155',
        product_name: 'Lagavulin 16',
        brands: 'Lagavulin, Diageo',
        countries: 'United Kingdom',
        categories_tags: ['en:scotch-whiskies'],
      }),
      '{broken',
      JSON.stringify({ code: '123', product_name: 'Too short' }),
    ].join('\n');
    const { entries, skipped } = parseCatalogFile(jsonl, 'jsonl');
    expect(skipped).toBe(2);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      barcode: '5000281025155',
      name: 'Lagavulin 16',
      producer: 'Lagavulin',
      mainCategory: 'cat_whisky',
    });
  });
});
