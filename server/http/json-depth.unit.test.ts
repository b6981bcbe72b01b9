import { describe, expect, it } from 'vitest';
import { jsonDepth } from './json-depth.js';

describe('jsonDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonDepth('"x"')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"quote \\" [[[ still a string"}')).toBe(1);
    expect(jsonDepth('["\\\\", [[]]]')).toBe(3);
  });

  it('stops counting past its limit, so a huge body costs one partial pass', () => {
    const deep = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;
    expect(jsonDepth(deep, 32)).toBe(33);
    expect(jsonDepth(deep)).toBe(500_000);
  });
});
