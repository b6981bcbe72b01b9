import { can, type Role } from './permissions.js';

/**
 * What a member receives of costs (decision 0014): a role without `see-costs` receives
 * none, in any answer, the model or the live feed: the key is absent, not null.
 */
export type CostView = 'with-costs' | 'without-costs';

export function costViewOf(role: Role): CostView {
  return can(role, 'see-costs') ? 'with-costs' : 'without-costs';
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * `value` (JSON data) without any `cost` key at any depth: a format's cost, the model's cost
 * column, a format in a change. One walk for every shape rather than one function per answer, so
 * that an answer added later cannot forget it. Copy on write: what holds no cost is returned as it
 * is, shared (a change batch without formats stays the very batch the other tabs are sent).
 */
export function withoutCosts<T>(value: T): T {
  return strip(value) as T;
}

function strip(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      // Most items of a large array are text or numbers: skip the call for them.
      if (item === null || typeof item !== 'object') continue;
      const stripped = strip(item);
      if (stripped !== item) {
        copy ??= value.slice();
        copy[index] = stripped;
      }
    }
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    if (key === 'cost') {
      copy ??= { ...value };
      delete copy.cost;
      continue;
    }
    const item = value[key];
    if (item === null || typeof item !== 'object') continue;
    const stripped = strip(item);
    if (stripped !== item) {
      copy ??= { ...value };
      copy[key] = stripped;
    }
  }
  return copy ?? value;
}
