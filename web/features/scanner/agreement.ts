import { sceneChanged } from './scene-change.js';

/**
 * Which decoded codes count. A QR code carries its own error correction, so one decode is enough.
 * A 1D code (EAN, UPC, ITF) has only a check digit, which a blurred, tilted or partly hidden
 * symbol can satisfy with wrong digits (an ISBN label was read as a valid but wrong `0178100000449`;
 * the bench's tilted EAN-13 is read now and then as a UPC-E from the ends of its bars). A decoder
 * that misreads a picture misreads it every time, and a camera held still on a still label gives
 * the same picture frame after frame, so two frames agreeing prove nothing (decision 0011). A 1D
 * code counts only when two independent decodes of two camera frames agree within AGREEMENT_MS:
 * two views (another region or scale, whose pixels the decoder samples anew), or the same view of
 * two pictures that differ (the camera or the label moved). Two frames, still: a code in view for
 * a single frame is no label. Two different readings of one place contradict each other: in one
 * frame neither counts, and a later reading of something else there drops the earlier one; a
 * UPC-E or EAN-8 read with an EAN-13 or UPC-A is a part of it, wherever it was placed.
 */

/** Formats trusted from a single decode. */
export const SINGLE_FRAME_FORMATS: ReadonlySet<string> = new Set(['qr_code']);
/** How long a 1D read waits for an independent decode to agree with it. */
export const AGREEMENT_MS = 1000;
/** Retail codes of 12–13 digits, and the short ones the decoder finds inside their bars. */
const LONG_FORMATS: ReadonlySet<string> = new Set(['ean_13', 'upc_a']);
const SHORT_FORMATS: ReadonlySet<string> = new Set(['upc_e', 'ean_8']);
/**
 * How long a UPC-E waits, agreed or not, for a frame that reads the EAN-13 or UPC-A it may be a
 * part of. A phantom UPC-E can be read alone, the longer code read only in some frames; UPC-E
 * labels (small packs) are rare on bottles, and none of the bench's other codes wait for it.
 */
export const UPC_E_HOLD_MS = 400;

/** Where a symbol was read, in frame pixels. */
export interface Place {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Read {
  code: string;
  format: string;
  place?: Place;
  /** How the frame was decoded (its region and scale): two views of one frame are independent. */
  view: string;
}

/** A tiny picture of the frame a read came from (scene-change.ts's thumbnail). */
export type Picture = Uint8ClampedArray | null;

/** The camera frame reads came from: its number (two decodes of it are one frame) and picture. */
export interface FrameSeen {
  id: number;
  picture: Picture;
}

/**
 * Two readings are of one place when their boxes overlap once each is widened by a tenth of its
 * width and heightened by half its height plus 8 pixels (a 1D reading's box is often a single
 * scan line, and a misread of a tilted symbol comes from rows just above or below the good one).
 */
export function samePlace(a: Place, b: Place): boolean {
  const grow = (p: Place) => {
    const dx = p.width * 0.1;
    const dy = p.height * 0.5 + 8;
    return {
      left: p.x - dx,
      right: p.x + p.width + dx,
      top: p.y - dy,
      bottom: p.y + p.height + dy,
    };
  };
  const first = grow(a);
  const second = grow(b);
  return (
    first.left < second.right &&
    second.left < first.right &&
    first.top < second.bottom &&
    second.top < first.bottom
  );
}

/** One decode's reading of a code that waits for another to agree. */
interface Sighting {
  format: string;
  view: string;
  frame: FrameSeen;
  at: number;
  place?: Place;
}

/** Sightings kept per waiting code: enough for every view of a few pictures. */
const SIGHTINGS_KEPT = 8;

/** Two decodes agree independently from two frames seen differently, or of different pictures. */
function independent(a: Sighting, b: Sighting): boolean {
  if (a.frame.id === b.frame.id) return false;
  if (a.view !== b.view) return true;
  const [before, after] = [a.frame.picture, b.frame.picture];
  return before !== null && after !== null && sceneChanged(before, after);
}

export interface Agreement {
  /** The codes one frame's decodes make count, in the order read. */
  offer(reads: readonly Read[], frame: FrameSeen, now: number): string[];
  /** The 1D codes waiting for agreement: the scanner then decodes the next frame at once. */
  waiting(now: number): string[];
  reset(): void;
}

export function createAgreement(windowMs = AGREEMENT_MS): Agreement {
  const waiting = new Map<string, Sighting[]>();
  const forget = (now: number) => {
    for (const [code, sightings] of waiting) {
      const recent = sightings.filter((sighting) => now - sighting.at <= windowMs);
      if (recent.length === 0) waiting.delete(code);
      else waiting.set(code, recent);
    }
  };
  const contradicts = (read: Read, other: { code: string; place?: Place }) =>
    other.code !== read.code &&
    read.place !== undefined &&
    other.place !== undefined &&
    samePlace(read.place, other.place);
  return {
    offer(reads, frame, now) {
      forget(now);
      const accepted: string[] = [];
      const linear = reads.filter((read) => !SINGLE_FRAME_FORMATS.has(read.format));
      // A UPC-E or EAN-8 read in a frame with an EAN-13 or UPC-A is a part of its bars, wherever
      // the decoder placed it: the same photograph reads 0138442000095 beside 5384429217696 at
      // every scale (bench --seed 99), and a photographed ISBN was read as 0178100000449.
      const long = linear.some((read) => LONG_FORMATS.has(read.format));
      if (long) {
        for (const [code, sightings] of waiting) {
          if (sightings.some((earlier) => SHORT_FORMATS.has(earlier.format))) waiting.delete(code);
        }
      }
      for (const read of reads) {
        if (SINGLE_FRAME_FORMATS.has(read.format)) {
          accepted.push(read.code);
          continue;
        }
        if (accepted.includes(read.code)) continue;
        if (long && SHORT_FORMATS.has(read.format)) continue;
        if (linear.some((other) => contradicts(read, other))) continue;
        for (const [code, sightings] of waiting) {
          if (sightings.some((earlier) => contradicts(read, { code, place: earlier.place }))) {
            waiting.delete(code);
          }
        }
        const sighting: Sighting = {
          format: read.format,
          view: read.view,
          frame,
          at: now,
          place: read.place,
        };
        const earlier = waiting.get(read.code) ?? [];
        const first = earlier[0]?.at ?? now;
        const held = read.format !== 'upc_e' || now - first >= UPC_E_HOLD_MS;
        if (held && earlier.some((other) => independent(other, sighting))) {
          waiting.delete(read.code);
          accepted.push(read.code);
        } else {
          waiting.set(read.code, [...earlier, sighting].slice(-SIGHTINGS_KEPT));
        }
      }
      return accepted;
    },
    waiting(now) {
      forget(now);
      return [...waiting.keys()];
    },
    reset() {
      waiting.clear();
    },
  };
}
