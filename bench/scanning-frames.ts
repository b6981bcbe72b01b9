/**
 * Photograph-like camera frames of retail barcodes and QR codes for bench/scanning.ts: each code
 * (drawn from bwip-js's encoder) is printed on a white label, photographed at a size, rotation and
 * tilt, blurred, placed in a photo of its own aspect ratio, letterboxed into the camera frame, and
 * given fresh sensor noise in every frame. The frames go into a YUV4MPEG2 file, which Chromium's
 * fake camera plays in a loop.
 */
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import bwipjs from 'bwip-js/node';
import { ean13CheckDigit } from './ean13.js';
import { createRandom, type Random } from './random.js';

export type Symbology = 'ean13' | 'ean8' | 'upca' | 'qrcode';
export const SYMBOLOGIES: readonly Symbology[] = ['ean13', 'ean8', 'upca', 'qrcode'];

export interface Sample {
  /** 1-based: the number the frames carry in their marker (0 is the gap between samples). */
  index: number;
  symbology: Symbology;
  /** The text the code carries, as a scanner should return it. */
  expected: string;
  /** How it was photographed, for the per-sample report. */
  look: string;
  /** The frame's luma (Y plane) before noise. */
  luma: Uint8Array;
  noise: number;
}

export interface FrameSize {
  width: number;
  height: number;
}

/** The code's modules: 1 = dark, row-major, `columns` × `rows` (rows = 1 for a linear code). */
interface Modules {
  bits: Uint8Array;
  columns: number;
  rows: number;
  /** Quiet zone on each side, in modules. */
  quiet: number;
  /** Height of a linear code's bars, in modules. */
  barHeight: number;
}

function digits(random: Random, count: number): string {
  let text = '';
  for (let i = 0; i < count; i++) text += String(random.int(0, 9));
  return text;
}

/** GS1 check digit of a code's body (weights 3 and 1 from the right, as EAN-13's from the left). */
function withCheckDigit(body: string): string {
  return body + String(ean13CheckDigit(body.padStart(12, '0')));
}

function codeText(symbology: Symbology, random: Random, index: number): string {
  switch (symbology) {
    case 'ean13':
      return withCheckDigit(`${random.pick(['3', '4', '5', '8'])}${digits(random, 11)}`);
    case 'ean8':
      return withCheckDigit(`${random.int(1, 9)}${digits(random, 6)}`);
    case 'upca':
      return withCheckDigit(`0${digits(random, 10)}`);
    case 'qrcode':
      return `BTL-${String(index).padStart(4, '0')}-${digits(random, 4)}`;
  }
}

function modulesOf(symbology: Symbology, text: string): Modules {
  // bwip-js wants EAN/UPC without the check digit (it adds its own).
  const input = symbology === 'qrcode' ? text : text.slice(0, -1);
  const [symbol] = bwipjs.raw(symbology, input, symbology === 'qrcode' ? 'eclevel=M' : '');
  if (!symbol) throw new Error(`bwip-js drew nothing for ${symbology} ${text}`);
  if ('pixs' in symbol) {
    return {
      bits: Uint8Array.from(symbol.pixs),
      columns: symbol.pixx,
      rows: symbol.pixy,
      quiet: 4,
      barHeight: symbol.pixy,
    };
  }
  const widths = symbol.sbs;
  const bits: number[] = [];
  widths.forEach((width: number, i: number) => {
    for (let k = 0; k < width; k++) bits.push(i % 2 === 0 ? 1 : 0);
  });
  return {
    bits: Uint8Array.from(bits),
    columns: bits.length,
    rows: 1,
    quiet: symbology === 'ean8' ? 7 : 9,
    barHeight: Math.round(bits.length * 0.6),
  };
}

const PAPER = 225;
const INK = 35;
const LETTERBOX = 16;

interface Shot {
  /** Width of the label (code and quiet zones) as a share of the photo's shorter side. */
  size: number;
  rotation: number;
  /** Perspective: how much larger the label's right edge is than its left (0.3 = 30 %). */
  tilt: number;
  /** Gaussian blur, in frame pixels. */
  blur: number;
  /** Sensor noise, standard deviation in luma levels. */
  noise: number;
  /** The photo's aspect ratio, letterboxed into the frame. */
  aspect: number;
}

function chooseShot(symbology: Symbology, random: Random): Shot {
  return {
    size: random.pick(symbology === 'qrcode' ? [0.25, 0.4, 0.6, 0.85] : [0.45, 0.65, 0.8, 0.95]),
    rotation: random.pick([0, 0, 4, -8, 15, symbology === 'qrcode' ? 40 : -25]),
    tilt: random.pick([0, 0, 0.15, 0.3]),
    blur: random.pick([0.4, 0.8, 1.3, 2]),
    noise: random.pick([2, 5, 9]),
    aspect: random.pick([4 / 3, 3 / 4, 16 / 9, 1]),
  };
}

/** The label's luma at label coordinates (u, v) in modules, origin at the label's centre. */
function labelAt(modules: Modules, u: number, v: number): number | null {
  const width = modules.columns + 2 * modules.quiet;
  const height = (modules.rows === 1 ? modules.barHeight : modules.rows) + 2 * modules.quiet;
  const x = u + width / 2 - modules.quiet;
  const y = v + height / 2 - modules.quiet;
  if (x < -modules.quiet || x >= modules.columns + modules.quiet) return null;
  if (y < -modules.quiet || y >= height - modules.quiet) return null;
  const column = Math.floor(x);
  const row = modules.rows === 1 ? 0 : Math.floor(y);
  if (column < 0 || column >= modules.columns) return PAPER;
  if (modules.rows === 1 ? y < 0 || y >= modules.barHeight : row < 0 || row >= modules.rows) {
    return PAPER;
  }
  return modules.bits[row * modules.columns + column] ? INK : PAPER;
}

/** A separable Gaussian blur of a luma plane, in place. */
function blur(plane: Float32Array, width: number, height: number, sigma: number): void {
  const radius = Math.max(1, Math.ceil(sigma * 3));
  const kernel = new Float32Array(2 * radius + 1);
  let total = 0;
  for (let i = -radius; i <= radius; i++) {
    kernel[i + radius] = Math.exp(-(i * i) / (2 * sigma * sigma));
    total += kernel[i + radius] ?? 0;
  }
  for (let i = 0; i < kernel.length; i++) kernel[i] = (kernel[i] ?? 0) / total;
  const line = new Float32Array(Math.max(width, height));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = -radius; k <= radius; k++) {
        const xx = Math.min(width - 1, Math.max(0, x + k));
        sum += (plane[y * width + xx] ?? 0) * (kernel[k + radius] ?? 0);
      }
      line[x] = sum;
    }
    plane.set(line.subarray(0, width), y * width);
  }
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) {
      let sum = 0;
      for (let k = -radius; k <= radius; k++) {
        const yy = Math.min(height - 1, Math.max(0, y + k));
        sum += (plane[yy * width + x] ?? 0) * (kernel[k + radius] ?? 0);
      }
      line[y] = sum;
    }
    for (let y = 0; y < height; y++) plane[y * width + x] = line[y] ?? 0;
  }
}

/** The photo, letterboxed into the frame: a lit surface with the label on it. */
function photograph(modules: Modules, shot: Shot, frame: FrameSize, random: Random): Uint8Array {
  const photoWidth = Math.round(Math.min(frame.width, frame.height * shot.aspect));
  const photoHeight = Math.round(Math.min(frame.height, frame.width / shot.aspect));
  const left = Math.floor((frame.width - photoWidth) / 2);
  const top = Math.floor((frame.height - photoHeight) / 2);
  const labelModules = modules.columns + 2 * modules.quiet;
  const scale = (shot.size * Math.min(photoWidth, photoHeight)) / labelModules; // px per module
  const angle = (shot.rotation * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const halfLabel = (labelModules * scale) / 2;
  const perspective = shot.tilt / 2 / Math.max(1, halfLabel);
  const centreX = photoWidth / 2 + random.int(-1, 1) * photoWidth * 0.04;
  const centreY = photoHeight / 2 + random.int(-1, 1) * photoHeight * 0.04;
  const light = random.next() * Math.PI * 2;
  const plane = new Float32Array(photoWidth * photoHeight);
  const SUB = 2;
  for (let y = 0; y < photoHeight; y++) {
    for (let x = 0; x < photoWidth; x++) {
      let sum = 0;
      for (let sy = 0; sy < SUB; sy++) {
        for (let sx = 0; sx < SUB; sx++) {
          const px = x + (sx + 0.5) / SUB - centreX;
          const py = y + (sy + 0.5) / SUB - centreY;
          // Undo the tilt (a pinhole seeing the label's right side nearer), then rotation and size.
          const depth = 1 - perspective * px;
          const tx = px / depth;
          const ty = py / depth;
          const u = (cos * tx + sin * ty) / scale;
          const v = (-sin * tx + cos * ty) / scale;
          const label = labelAt(modules, u, v);
          // The surface around the label: a bottle-coloured gradient under uneven light.
          sum +=
            label ??
            90 + 50 * Math.sin(light + (x / photoWidth) * 3) * Math.cos((y / photoHeight) * 2);
        }
      }
      // Uneven light on the label as well.
      const shade = 0.85 + 0.15 * Math.cos(light + (x + y) / (photoWidth + photoHeight));
      plane[y * photoWidth + x] = (sum / (SUB * SUB)) * shade;
    }
  }
  blur(plane, photoWidth, photoHeight, shot.blur);
  const luma = new Uint8Array(frame.width * frame.height).fill(LETTERBOX);
  for (let y = 0; y < photoHeight; y++) {
    for (let x = 0; x < photoWidth; x++) {
      const value = Math.round(plane[y * photoWidth + x] ?? 0);
      luma[(top + y) * frame.width + left + x] = Math.min(235, Math.max(16, value));
    }
  }
  return luma;
}

/** The bench's set: `perSymbology` codes of each symbology, seeded so every run sees the same. */
export function makeSamples(frame: FrameSize, perSymbology: number, seed = 22): Sample[] {
  const random = createRandom(seed);
  const samples: Sample[] = [];
  for (let round = 0; round < perSymbology; round++) {
    for (const symbology of SYMBOLOGIES) {
      const index = samples.length + 1;
      const expected = codeText(symbology, random, index);
      const shot = chooseShot(symbology, random);
      const look = `size ${shot.size}, rotation ${shot.rotation}°, tilt ${shot.tilt}, blur ${shot.blur} px, noise ${shot.noise}, photo ${shot.aspect.toFixed(2)}`;
      const luma = photograph(modulesOf(symbology, expected), shot, frame, random);
      samples.push({ index, symbology, expected, look, luma, noise: shot.noise });
    }
  }
  return samples;
}

/** A plain surface between samples, so each sample's first frame is a fresh appearance. */
export function gapLuma(frame: FrameSize): Uint8Array {
  return new Uint8Array(frame.width * frame.height).fill(110);
}

/** Sensor noise for a frame: Gaussian (sum of uniforms), drawn fresh per frame. */
export function noisy(luma: Uint8Array, sigma: number, random: Random): Uint8Array {
  const out = new Uint8Array(luma.length);
  const spread = sigma * Math.sqrt(3); // Sum of 4 uniforms in [-1, 1] has variance 4/3.
  for (let i = 0; i < luma.length; i++) {
    const n = random.next() + random.next() + random.next() + random.next() - 2;
    out[i] = Math.min(235, Math.max(16, Math.round((luma[i] ?? 0) + n * spread)));
  }
  return out;
}

/**
 * The sample's number in 7 blocks of 16×16 pixels at the frame's top left, on a plain grey patch,
 * in colour only: bit 1 blue, bit 0 red. The colour is balanced so the patch keeps one brightness
 * whether the browser converts with the BT.601 or the BT.709 matrix (Chromium takes BT.709 for HD
 * frames); decoders read brightness, so they see a plain patch and never a row of bars.
 */
export const MARKER_BITS = 7;
export const MARKER_BLOCK = 16;
const MARKER_LUMA = 110;
/** (U, V) offsets from 128 along which BT.709 and BT.601 both give zero luminance change. */
const MARKER_U = 40;
const MARKER_V = -21;

function withMarkerPatch(luma: Uint8Array, frame: FrameSize): Uint8Array {
  for (let y = 0; y < MARKER_BLOCK; y++) {
    luma.fill(MARKER_LUMA, y * frame.width, y * frame.width + MARKER_BITS * MARKER_BLOCK);
  }
  return luma;
}

function chromaWithMarker(frame: FrameSize, index: number): Buffer {
  const chromaWidth = frame.width / 2;
  const chromaHeight = frame.height / 2;
  const u = Buffer.alloc(chromaWidth * chromaHeight, 128);
  const v = Buffer.alloc(chromaWidth * chromaHeight, 128);
  const half = MARKER_BLOCK / 2;
  for (let bit = 0; bit < MARKER_BITS; bit++) {
    const sign = index & (1 << bit) ? 1 : -1;
    for (let y = 0; y < half; y++) {
      const from = y * chromaWidth + bit * half;
      u.fill(128 + sign * MARKER_U, from, from + half);
      v.fill(128 + sign * MARKER_V, from, from + half);
    }
  }
  return Buffer.concat([u, v]);
}

/**
 * Writes the frames as a .y4m at `fps`: each sample held `hold` frames, then `gap` frames of none.
 * `steady`: each sample's frames are one picture (its noise drawn once), as a still camera gives.
 */
export function writeSamplesY4m(
  file: string,
  frame: FrameSize,
  samples: readonly Sample[],
  options: { fps: number; hold: number; gap: number; steady?: boolean },
): string {
  const absolute = path.resolve(file);
  mkdirSync(path.dirname(absolute), { recursive: true });
  const random = createRandom(7);
  const marker = Buffer.from('FRAME\n');
  const gap = withMarkerPatch(gapLuma(frame), frame);
  const gapChroma = chromaWithMarker(frame, 0);
  const fd = openSync(absolute, 'w');
  try {
    writeSync(
      fd,
      Buffer.from(
        `YUV4MPEG2 W${frame.width} H${frame.height} F${options.fps}:1 Ip A1:1 C420jpeg\n`,
      ),
    );
    for (const sample of samples) {
      const chroma = chromaWithMarker(frame, sample.index);
      const still = options.steady
        ? withMarkerPatch(noisy(sample.luma, sample.noise, random), frame)
        : null;
      for (let i = 0; i < options.hold; i++) {
        writeSync(fd, marker);
        writeSync(fd, still ?? withMarkerPatch(noisy(sample.luma, sample.noise, random), frame));
        writeSync(fd, chroma);
      }
      for (let i = 0; i < options.gap; i++) {
        writeSync(fd, marker);
        writeSync(fd, gap);
        writeSync(fd, gapChroma);
      }
    }
  } finally {
    closeSync(fd);
  }
  return absolute;
}
