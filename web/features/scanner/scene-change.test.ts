import { describe, expect, it } from 'vitest';
import { SCENE_CHANGE, sceneChanged } from './scene-change.js';

const plain = (level: number) => new Uint8ClampedArray(16 * 12 * 4).fill(level);

describe('a changed view', () => {
  it('is a new view when nothing was seen before', () => {
    expect(sceneChanged(null, plain(100))).toBe(true);
  });
  it('ignores small changes (noise, light flicker)', () => {
    expect(sceneChanged(plain(100), plain(100 + SCENE_CHANGE))).toBe(false);
  });
  it('notices a label coming into part of the view', () => {
    const label = plain(100);
    // A quarter of the picture turns from grey to white.
    for (let i = 0; i < label.length / 4; i++) label[i] = 230;
    expect(sceneChanged(plain(100), label)).toBe(true);
  });
});
