import fc from 'fast-check';
import { hostileString, tooLongString } from './hostile-strings.js';

/** The part of JSON Schema that the OpenAPI document of our zod schemas uses. */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean';
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
}

export type JsonPath = Array<string | number>;

/** Picks the value of a named field (a real id, say) instead of a generated one. */
export type FieldOverride = (name: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;

interface ValidOptions {
  /** Plain strings come from the hostile generator (trimmed to fit) instead of short words. */
  hostile?: boolean;
  override?: FieldOverride;
}

/** A value the schema accepts (strings, numbers, arrays of the right size; optional fields sometimes left out). */
export function validValue(
  schema: JsonSchema,
  options: ValidOptions = {},
  name = '',
): fc.Arbitrary<unknown> {
  const chosen = options.override?.(name, schema);
  if (chosen) return chosen;
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(properties)) {
        record[key] = validValue(child, options, key);
      }
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    case 'array': {
      const items = schema.items ?? {};
      const minLength = schema.minItems ?? 0;
      return fc.array(validValue(items, options, name), {
        minLength,
        maxLength: Math.min(schema.maxItems ?? 3, minLength + 3),
      });
    }
    case 'string':
      return validString(schema, options.hostile === true);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 1000) });
    case 'number':
      return numberIn(schema);
    case 'boolean':
      return fc.boolean();
    default:
      return fc.constant(null);
  }
}

function validString(schema: JsonSchema, hostile: boolean): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 64;
  const min = schema.minLength ?? 0;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc.stringMatching(pattern).filter((text) => text.length >= min && text.length <= max);
  }
  const plain = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ]{0,10}$/);
  const source = hostile ? fc.oneof(hostileString, plain) : plain;
  return source
    .map((text) => text.slice(0, max))
    .filter((text) => text.trim().length >= min && text.length <= max);
}

function numberIn(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? 0;
  const max = Math.min(schema.maximum ?? 1000, 100_000);
  if (schema.multipleOf === 0.01) {
    return fc.integer({ min: Math.ceil(min * 100), max: max * 100 }).map((cents) => cents / 100);
  }
  return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
}

const anyJson = fc.jsonValue({ maxDepth: 2 });

/** A value of the wrong JSON type, or of the right type but out of bounds: the schema refuses it. */
export function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const wrong: Array<fc.Arbitrary<unknown>> = [];
  const type = schema.type;
  if (type !== 'string') wrong.push(hostileString, fc.constantFrom('12', 'true', 'null', ''));
  if (type !== 'number' && type !== 'integer') {
    wrong.push(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })));
  }
  if (type !== 'boolean') wrong.push(fc.boolean());
  if (type !== 'array') wrong.push(fc.array(anyJson, { maxLength: 3 }));
  if (type !== 'object')
    wrong.push(fc.dictionary(fc.string({ maxLength: 6 }), anyJson, { maxKeys: 3 }));
  if (!schema.nullable) wrong.push(fc.constant(null));

  switch (type) {
    case 'string': {
      wrong.push(tooLongString(schema.maxLength ?? 100_000));
      if ((schema.minLength ?? 0) > 0) wrong.push(fc.constantFrom('', '   ', '\t\n'));
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        wrong.push(hostileString.filter((text) => !pattern.test(text.trim())));
      }
      break;
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum;
      const max = schema.maximum;
      if (min !== undefined) wrong.push(fc.constantFrom(min - 1, min - 0.5, -1e308));
      if (max !== undefined) wrong.push(fc.constantFrom(max + 1, max * 10, 1e308));
      if (type === 'integer') wrong.push(fc.constantFrom(1.5, 0.1, 2.000001));
      if (schema.multipleOf) wrong.push(fc.constantFrom(0.001, 1.005, 12.3456));
      break;
    }
    case 'array': {
      if ((schema.minItems ?? 0) > 0) wrong.push(fc.constant([]));
      if (schema.maxItems !== undefined && schema.items) {
        const item = validValue(schema.items);
        wrong.push(
          fc
            .array(item, { minLength: 1, maxLength: 1 })
            .map(([one]) => Array.from({ length: (schema.maxItems ?? 0) + 1 }, () => one)),
        );
      }
      break;
    }
    default:
      break;
  }
  return fc.oneof(...wrong);
}

/** Every node of a value with the schema that describes it, the root first. */
export function nodesOf(
  value: unknown,
  schema: JsonSchema,
  path: JsonPath = [],
): Array<{ path: JsonPath; schema: JsonSchema; value: unknown }> {
  const here = { path, schema, value };
  if (schema.type === 'object' && isObject(value)) {
    return [
      here,
      ...Object.entries(value).flatMap(([key, child]) => {
        const childSchema = schema.properties?.[key];
        return childSchema ? nodesOf(child, childSchema, [...path, key]) : [];
      }),
    ];
  }
  if (schema.type === 'array' && Array.isArray(value) && schema.items) {
    const items = schema.items;
    return [here, ...value.flatMap((child, index) => nodesOf(child, items, [...path, index]))];
  }
  return [here];
}

/** A copy of `root` with the node at `path` replaced (the root itself when the path is empty). */
export function replaceAt(root: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = replacement;
  return copy;
}

/** A copy of `root` without the field at `path`. */
export function deleteAt(root: unknown, path: JsonPath): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  delete node[path[path.length - 1] as string | number];
  return copy;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
