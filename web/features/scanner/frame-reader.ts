import type { Read } from './agreement.js';
import type { Decoder, DetectedCode } from './decoder.js';
import { type CropRect, scanRegion } from './scan-geometry.js';
import { readsOf, type ScanBox } from './scan-rules.js';

export interface FrameRead {
  reads: Read[];
  /** The region under the scan box, in frame pixels. */
  crop: CropRect;
  /** True when the box found nothing and the whole frame was decoded. */
  whole: boolean;
}

/**
 * Reads the video's current frame: the region under the scan box first, then the whole frame when
 * the box finds nothing (a label held close fills the view, and its guard bars and quiet zones lie
 * outside the box). Null where the browser has no 2D canvas.
 */
export function createFrameReader(
  video: HTMLVideoElement,
  decoder: Decoder,
): ((box: ScanBox) => Promise<FrameRead>) | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  // The frame as it was when the read began: the whole-frame pass comes after an await, by when
  // the video may show a later frame, which would pass for this one (a one-frame misread, read
  // again from the next frame, would then agree with itself). Kept on the GPU: only the region
  // decoded is read back.
  const still = document.createElement('canvas');
  const stillContext = still.getContext('2d');
  if (!context || !stillContext) return null;
  const detect = (rect: CropRect): Promise<DetectedCode[]> => {
    canvas.width = rect.sw;
    canvas.height = rect.sh;
    context.drawImage(still, rect.sx, rect.sy, rect.sw, rect.sh, 0, 0, rect.sw, rect.sh);
    return decoder.detect(canvas);
  };
  return async (box) => {
    const frame = { width: video.videoWidth, height: video.videoHeight };
    if (still.width !== frame.width || still.height !== frame.height) {
      still.width = frame.width;
      still.height = frame.height;
    }
    stillContext.drawImage(video, 0, 0);
    const region = scanRegion(frame, { width: video.clientWidth, height: video.clientHeight }, box);
    const found = await detect(region.crop);
    const boxOnly = region.crop.sw === region.whole.sw && region.crop.sh === region.whole.sh;
    if (found.length > 0 || boxOnly) {
      return { reads: readsOf(found, region.crop), crop: region.crop, whole: false };
    }
    const all = await detect(region.whole);
    return { reads: readsOf(all, region.whole), crop: region.crop, whole: true };
  };
}
