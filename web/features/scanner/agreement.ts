/**
 * Which decoded codes count. A QR code carries its own error correction, so one frame is enough.
 * A 1D code (EAN, UPC, ITF) has only a check digit, which a blurred, tilted or partly hidden
 * symbol can satisfy with wrong digits (an ISBN label was read as a valid but wrong EAN-13 in one
 * frame; the bench's tilted EAN-13 is read now and then as a UPC-E from the ends of its bars). So
 * a 1D code counts only when a second, different camera frame reads it within AGREEMENT_MS, and
 * two different readings of one place contradict each other: in one frame neither counts, and a
 * later frame reading something else there drops the earlier reading.
 */

/** Formats trusted from a single frame. */
export const SINGLE_FRAME_FORMATS: ReadonlySet<string> = new Set(['qr_code']);
/** How long a 1D read waits for a second frame to agree with it. */
export const AGREEMENT_MS = 1000;

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

export interface Agreement {
  /**
   * The codes one frame makes count, in the order read. `frame` identifies the camera frame: two
   * decodes of the same frame are one frame, not two that agree.
   */
  offer(reads: readonly Read[], frame: number, now: number): string[];
  /** True while a 1D read waits for a second frame: the scanner then decodes the next one at once. */
  pending(now: number): boolean;
  reset(): void;
}

export function createAgreement(windowMs = AGREEMENT_MS): Agreement {
  const waiting = new Map<string, { frame: number; at: number; place?: Place }>();
  const forget = (now: number) => {
    for (const [code, read] of waiting) if (now - read.at > windowMs) waiting.delete(code);
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
      for (const read of reads) {
        if (SINGLE_FRAME_FORMATS.has(read.format)) {
          accepted.push(read.code);
          continue;
        }
        if (linear.some((other) => contradicts(read, other))) continue;
        for (const [code, earlier] of waiting) {
          if (contradicts(read, { code, place: earlier.place })) waiting.delete(code);
        }
        const earlier = waiting.get(read.code);
        if (earlier === undefined) {
          waiting.set(read.code, { frame, at: now, place: read.place });
        } else if (earlier.frame !== frame) {
          waiting.delete(read.code);
          accepted.push(read.code);
        }
      }
      return accepted;
    },
    pending(now) {
      forget(now);
      return waiting.size > 0;
    },
    reset() {
      waiting.clear();
    },
  };
}
