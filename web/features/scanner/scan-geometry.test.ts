import { describe, expect, it } from 'vitest';
import { scanRegion, shownFrame } from './scan-geometry.js';
import { DEFAULT_BOX, INTAKE_BOX } from './scan-rules.js';

describe('the shown frame', () => {
  it('shows all of a 16:9 frame in a 4:3 element, with bars above and below', () => {
    expect(shownFrame({ width: 1280, height: 720 }, { width: 400, height: 300 })).toEqual({
      left: 0,
      top: 37.5,
      width: 400,
      height: 225,
    });
  });
  it('fills an element of the same aspect ratio', () => {
    expect(shownFrame({ width: 640, height: 480 }, { width: 320, height: 240 })).toEqual({
      left: 0,
      top: 0,
      width: 320,
      height: 240,
    });
  });
});

describe('the scan box and the region decoded under it', () => {
  it('decodes exactly what the drawn box covers', () => {
    const region = scanRegion(
      { width: 1280, height: 720 },
      { width: 400, height: 300 },
      DEFAULT_BOX,
    );
    // 250 px tall is more than 90 % of the 225 px the frame shows: both are capped the same way.
    expect(region.drawn).toEqual({ left: 75, top: 48.75, width: 250, height: 202.5 });
    expect(region.crop).toEqual({ sx: 240, sy: 36, sw: 800, sh: 648 });
    // The crop maps back onto the drawn box: 3.2 frame pixels per CSS pixel.
    expect(region.crop.sw / region.drawn.width).toBeCloseTo(region.crop.sh / region.drawn.height);
  });
  it('keeps the box size when the frame shows larger than it', () => {
    const region = scanRegion({ width: 640, height: 480 }, { width: 640, height: 480 }, INTAKE_BOX);
    expect(region.drawn).toEqual({ left: 170, top: 165, width: 300, height: 150 });
    expect(region.crop).toEqual({ sx: 170, sy: 165, sw: 300, sh: 150 });
  });
  it('caps the box at 90 % of a small preview on both sides', () => {
    const region = scanRegion(
      { width: 640, height: 480 },
      { width: 200, height: 150 },
      DEFAULT_BOX,
    );
    expect(region.drawn.width).toBe(180);
    expect(region.drawn.height).toBe(135);
    expect(region.crop).toEqual({ sx: 32, sy: 24, sw: 576, sh: 432 });
  });
  it('always offers the whole frame as the second region', () => {
    const region = scanRegion(
      { width: 640, height: 480 },
      { width: 320, height: 240 },
      DEFAULT_BOX,
    );
    expect(region.whole).toEqual({ sx: 0, sy: 0, sw: 640, sh: 480 });
  });
  it('decodes the whole frame while the preview has no size yet', () => {
    const region = scanRegion({ width: 640, height: 480 }, { width: 0, height: 0 }, DEFAULT_BOX);
    expect(region.crop).toEqual(region.whole);
  });
});
