import { type RefObject, useEffect, useRef, useState } from 'react';
import { createAgreement, type Read } from './agreement.js';
import type { Decoder } from './decoder.js';
import { createFrameReader } from './frame-reader.js';
import {
  ACCEPT_MARK,
  createDeduper,
  DECODE_MEASURE,
  SCAN_FPS,
  type ScanBox,
} from './scan-rules.js';
import { createThumbnailer, sceneChanged } from './scene-change.js';

const INTERVAL_MS = 1000 / SCAN_FPS;
/** A camera frame arriving this early still counts as on time for the next decode. */
const FRAME_SLACK_MS = 10;

interface DecodeLoopOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
  decoder: Decoder | null;
  /** False while the camera starts or the scanner is paused. */
  running: boolean;
  box: ScanBox;
  /** Called once per code that counts (two independent decodes agree on a 1D code; deduplicated). */
  onCode: (code: string) => void;
}

/**
 * Decodes a camera frame 10 times a second while the view stays the same, and the very next frame
 * when the view changes or a 1D read waits for an independent decode to agree with it.
 */
export function useDecodeLoop({ videoRef, decoder, running, box, onCode }: DecodeLoopOptions) {
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  // Kept across pauses: a code held in view is not counted again when scanning resumes.
  const [deduper] = useState(() => createDeduper());

  useEffect(() => {
    const video = videoRef.current;
    if (!decoder || !running || !video) return;
    video.play().catch(() => undefined);
    const read = createFrameReader(video, decoder);
    if (!read) return;
    const agreement = createAgreement();
    const thumbnail = createThumbnailer();
    // A code counted within the dedupe window and still in view needs no second look.
    const wanted = (code: string) => !deduper.recent(code, Date.now());
    let seen: Uint8ClampedArray | null = null;
    let stopped = false;
    let busy = false;
    let lastStart = Number.NEGATIVE_INFINITY;

    const decode = async (frame: number) => {
      busy = true;
      const started = performance.now();
      lastStart = started;
      try {
        const { reads, crop, whole, picture, checked } = await read(box, wanted);
        // Observers (devtools, the benches) get each one; the buffer keeps none.
        performance.measure(DECODE_MEASURE, {
          start: started,
          detail: { frame, width: crop.sw, height: crop.sh, whole, checked, found: reads.length },
        });
        performance.clearMeasures(DECODE_MEASURE);
        if (stopped) return;
        const now = Date.now();
        // A code still in view keeps its dedupe window open, so it is not counted again.
        const fresh: Read[] = [];
        for (const item of reads) {
          if (deduper.recent(item.code, now)) deduper.accept(item.code, now);
          else fresh.push(item);
        }
        for (const code of agreement.offer(fresh, { id: frame, picture }, now)) {
          if (!deduper.accept(code, now)) continue;
          performance.mark(ACCEPT_MARK, { detail: { code } });
          performance.clearMarks(ACCEPT_MARK);
          onCodeRef.current(code);
          break;
        }
      } catch {
        // A frame that fails to decode is skipped; the next one is tried.
      } finally {
        busy = false;
      }
    };

    const due = (now: number) => {
      if (busy || video.videoWidth === 0) return false;
      if (
        agreement.waiting(Date.now()).some(wanted) ||
        now - lastStart >= INTERVAL_MS - FRAME_SLACK_MS
      ) {
        seen = thumbnail?.(video) ?? null;
        return true;
      }
      // Between the tenths of a second, a frame whose view changed is decoded at once.
      const view = thumbnail?.(video);
      if (!view || !sceneChanged(seen, view)) return false;
      seen = view;
      return true;
    };

    // Each camera frame once, known by its number, where the browser tells us when one arrives;
    // otherwise a timer, each tick taken as a new frame.
    if (typeof video.requestVideoFrameCallback === 'function') {
      let handle = 0;
      const onFrame = (now: number, metadata: VideoFrameCallbackMetadata) => {
        if (stopped) return;
        if (due(now)) void decode(metadata.presentedFrames);
        handle = video.requestVideoFrameCallback(onFrame);
      };
      handle = video.requestVideoFrameCallback(onFrame);
      return () => {
        stopped = true;
        video.cancelVideoFrameCallback(handle);
      };
    }
    let tick = 0;
    const timer = setInterval(() => {
      if (due(performance.now())) void decode(++tick);
    }, INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [videoRef, decoder, running, box, deduper]);
}
