import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reasons } from '../../domain/reasons.js';

const root = path.resolve(import.meta.dirname, '../locales');

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** The text at a dotted key, as keys() names it. */
function valueAt(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
}

function read(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

describe('translations', () => {
  const namespaces = fs.readdirSync(path.join(root, 'en')).filter((file) => file.endsWith('.json'));

  // tsc skips .d.ts files (skipLibCheck): a missing file there would silently untype every key.
  it('types the keys of exactly the files there are', () => {
    const typed = fs.readFileSync(path.join(import.meta.dirname, 'i18next.d.ts'), 'utf8');
    const named = [...typed.matchAll(/locales\/en\/([\w-]+\.json)/g)].map((match) => match[1]);
    expect(named.sort()).toEqual([...namespaces].sort());
  });

  it('has every namespace in French too', () => {
    expect(fs.readdirSync(path.join(root, 'fr')).sort()).toEqual([...namespaces].sort());
  });

  it('never defines one top-level key in two files', () => {
    const owners = new Map<string, string>();
    for (const file of [...namespaces, '../en.json']) {
      for (const key of Object.keys(read(path.join(root, 'en', file)) as object)) {
        expect(owners.get(key), `"${key}" in ${file}`).toBeUndefined();
        owners.set(key, file);
      }
    }
  });

  for (const file of [...namespaces, '../en.json']) {
    it(`has the same keys in en and fr: ${file}`, () => {
      const en = read(path.join(root, 'en', file));
      const fr = read(path.join(root, 'fr', file));
      expect(keys(fr).sort()).toEqual(keys(en).sort());
    });

    it(`writes French with the typographic apostrophe: ${file}`, () => {
      const fr = read(path.join(root, 'fr', file));
      const straight = keys(fr).filter((key) => {
        const value = valueAt(fr, key);
        return typeof value === 'string' && value.includes("'");
      });
      expect(straight).toEqual([]);
    });

    it(`has no empty French text: ${file}`, () => {
      const fr = read(path.join(root, 'fr', file));
      const empty = keys(fr).filter((key) => {
        const value = valueAt(fr, key);
        return typeof value === 'string' && value.trim() === '';
      });
      expect(empty).toEqual([]);
    });
  }

  it('has a text in en and fr for every refusal the server can send, and no other', () => {
    for (const language of ['en', 'fr']) {
      const file = read(path.join(root, language, 'reasons.json')) as { reasons: object };
      expect(Object.keys(file.reasons).sort(), language).toEqual(Object.keys(reasons).sort());
    }
  });
});
