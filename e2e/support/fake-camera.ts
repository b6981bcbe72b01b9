import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';

/** Chromium's fake camera plays a YUV4MPEG2 file in a loop; these draw codes into its frames. */
export const WIDTH = 640;
export const HEIGHT = 480;
const BLACK = 16;
const WHITE = 235;

type Plane = Uint8Array;

function blankPlane(): Plane {
  return new Uint8Array(WIDTH * HEIGHT).fill(WHITE);
}

/** A white frame: nothing to read. */
export function blankFrame(): Plane {
  return blankPlane();
}

function fillRect(plane: Plane, x: number, y: number, w: number, h: number): void {
  for (let row = Math.max(0, y); row < Math.min(HEIGHT, y + h); row++) {
    plane.fill(BLACK, row * WIDTH + Math.max(0, x), row * WIDTH + Math.min(WIDTH, x + w));
  }
}

/** A QR code of `text`, `scale` pixels per module, centred on white (the quiet zone). */
export function qrFrame(text: string, scale = 7): Plane {
  const plane = blankPlane();
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const left = Math.round((WIDTH - size * scale) / 2);
  const top = Math.round((HEIGHT - size * scale) / 2);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (modules.get(row, col))
        fillRect(plane, left + col * scale, top + row * scale, scale, scale);
    }
  }
  return plane;
}

const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const G = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const R = [
  '1110010',
  '1100110',
  '1101100',
  '1000010',
  '1011100',
  '1001110',
  '1010000',
  '1000100',
  '1001000',
  '1110100',
];
/** The parity of the six left digits, chosen by the first digit. */
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLG',
  'LGLGGL',
  'LGLGLG',
  'LGGLGL',
];

/** The EAN-13 check digit of 12 digits. */
export function ean13CheckDigit(first12: string): string {
  const sum = [...first12].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1),
    0,
  );
  return String((10 - (sum % 10)) % 10);
}

/** The 95 modules of an EAN-13 (guards, six left digits L/G by parity, centre, six right R). */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code) || ean13CheckDigit(code.slice(0, 12)) !== code[12]) {
    throw new Error(`not a valid EAN-13: ${code}`);
  }
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0] ?? 0] ?? 'LLLLLL';
  let bits = '101';
  for (let i = 1; i <= 6; i++) bits += (parity[i - 1] === 'L' ? L : G)[digits[i] ?? 0];
  bits += '01010';
  for (let i = 7; i <= 12; i++) bits += R[digits[i] ?? 0];
  return `${bits}101`;
}

/** An EAN-13 barcode, `scale` pixels per module, bars `height` tall, centred. */
export function ean13Frame(code: string, scale = 3, height = 120): Plane {
  const plane = blankPlane();
  const bits = ean13Modules(code);
  const left = Math.round((WIDTH - bits.length * scale) / 2);
  const top = Math.round((HEIGHT - height) / 2);
  for (let i = 0; i < bits.length; i++) {
    if (bits[i] === '1') fillRect(plane, left + i * scale, top, scale, height);
  }
  return plane;
}

export interface Shot {
  frame: Plane;
  /** How many frames it stays (the file plays at 10 frames per second). */
  frames: number;
}

/** Writes the shots as a .y4m the fake camera loops over; returns its absolute path. */
export function writeY4m(file: string, shots: readonly Shot[]): string {
  const absolute = path.resolve(file);
  mkdirSync(path.dirname(absolute), { recursive: true });
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const marker = Buffer.from('FRAME\n');
  const fd = openSync(absolute, 'w');
  try {
    writeSync(fd, Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`));
    for (const shot of shots) {
      for (let i = 0; i < shot.frames; i++) {
        writeSync(fd, marker);
        writeSync(fd, shot.frame);
        writeSync(fd, chroma);
      }
    }
  } finally {
    closeSync(fd);
  }
  return absolute;
}
