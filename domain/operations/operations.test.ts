import { describe, expect, it } from 'vitest';
import { z } from '../zod.js';
import { operationGroups, operations } from './index.js';

/** The kinds of schema found anywhere inside this one (its fields, items, options, inner types). */
function kindsWithin(schema: z.ZodType): Set<string> {
  const kinds = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (value instanceof z.ZodType) {
      kinds.add(value.def.type);
      for (const part of Object.values(value.def)) visit(part);
    } else if (Array.isArray(value)) {
      for (const part of value) visit(part);
    } else if (Object.getPrototypeOf(value) === Object.prototype) {
      for (const part of Object.values(value)) visit(part);
    }
  };
  visit(schema);
  return kinds;
}

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

  // The server checks answers as parsed, not encoded (server/http/answer-serializer.ts): the same
  // only while no answer holds a transform or a codec (a pipe).
  it('declares its answers as plain data, with no transform or codec', () => {
    expect(kindsWithin(z.object({ at: z.iso.datetime() }).transform(String))).toContain(
      'transform',
    );
    for (const op of operations) {
      const answers = [op.response, ...Object.values(op.otherResponses ?? {})];
      for (const answer of answers) {
        if (!(answer instanceof z.ZodType)) continue;
        const kinds = kindsWithin(answer);
        expect(kinds.has('transform') || kinds.has('pipe'), op.name).toBe(false);
      }
    }
  });
});
