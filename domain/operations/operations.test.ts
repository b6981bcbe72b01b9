import { describe, expect, it } from 'vitest';
import { operationGroups, operations } from './index.js';

describe('operations', () => {
  it('names each operation as the constant that holds it', () => {
    for (const group of Object.values(operationGroups)) {
      for (const [key, op] of Object.entries(group)) expect(op.name).toBe(key);
    }
  });

  it('holds every operation of every group once', () => {
    const all = Object.values(operationGroups).flatMap((group) => Object.values(group));
    expect(operations.length).toBe(all.length);
  });

  it('declares each route once, under /api', () => {
    const keys = operations.map((op) => `${op.method} ${op.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const op of operations) expect(op.path.startsWith('/api/')).toBe(true);
  });
});
