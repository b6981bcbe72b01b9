import { type Picture, type Read, SINGLE_FRAME_FORMATS } from './agreement.js';
import type { Decoder, DetectedCode } from './decoder.js';
import { type CropRect, scanRegion } from './scan-geometry.js';
import { readsOf, type ScanBox } from './scan-rules.js';
import { THUMB_HEIGHT, THUMB_WIDTH } from './scene-change.js';

export interface FrameRead {
  reads: Read[];
  /** The region under the scan box, in frame pixels. */
  crop: CropRect;
  /** True when the box found nothing and the whole frame was decoded. */
  whole: boolean;
  /** The frame's thumbnail: whether two reads saw the same picture. */
  picture: Picture;
  /** The second view decoded to check a 1D read, if one was. */
  checked: string | null;
}

/** A region of the frame decoded at a scale. */
interface View {
  name: string;
  rect: CropRect;
  scale: number;
}

/**
 * The second looks at a frame whose first decode read a 1D code, tried in turn one per frame: the
 * same region shrunk (the decoder samples every bar anew), then the other region.
 */
const CHECK_SCALE = 0.75;

function checkViews(first: View, box: CropRect, whole: CropRect): View[] {
  const views: View[] = [
    { name: `${first.name}@${CHECK_SCALE}`, rect: first.rect, scale: first.scale * CHECK_SCALE },
  ];
  if (first.name === 'box' && (box.sw !== whole.sw || box.sh !== whole.sh)) {
    views.push({ name: 'whole', rect: whole, scale: 1 });
  }
  return views;
}

/**
 * The widest a region is decoded: a label under the box spans a few hundred pixels of a 1280 px
 * camera's frame, and a decode's time grows with its pixels.
 */
const FIRST_WIDTH = 900;

function firstScale(rect: CropRect): number {
  return Math.min(1, FIRST_WIDTH / rect.sw);
}

/**
 * Reads the video's current frame: the region under the scan box first, then the whole frame when
 * the box finds nothing (a label held close fills the view, and its guard bars and quiet zones lie
 * outside the box). A 1D code read that `wanted` says is still to be confirmed is checked in the
 * same frame with a second view (agreement.ts says why). Null where the browser has no 2D canvas.
 */
export function createFrameReader(
  video: HTMLVideoElement,
  decoder: Decoder,
): ((box: ScanBox, wanted: (code: string) => boolean) => Promise<FrameRead>) | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  // The frame as it was when the read began: later passes come after an await, by when the video
  // may show a later frame, which would pass for this one. Kept on the GPU: only the regions
  // decoded are read back.
  const still = document.createElement('canvas');
  const stillContext = still.getContext('2d');
  const thumb = document.createElement('canvas');
  thumb.width = THUMB_WIDTH;
  thumb.height = THUMB_HEIGHT;
  const thumbContext = thumb.getContext('2d', { willReadFrequently: true });
  if (!context || !stillContext || !thumbContext) return null;
  let turn = 0;
  const detect = (view: View): Promise<DetectedCode[]> => {
    const { rect, scale } = view;
    canvas.width = Math.max(1, Math.round(rect.sw * scale));
    canvas.height = Math.max(1, Math.round(rect.sh * scale));
    context.drawImage(still, rect.sx, rect.sy, rect.sw, rect.sh, 0, 0, canvas.width, canvas.height);
    return decoder.detect(canvas);
  };
  const read = async (view: View) => readsOf(await detect(view), view.rect, view.name, view.scale);
  return async (box, wanted) => {
    const frame = { width: video.videoWidth, height: video.videoHeight };
    if (still.width !== frame.width || still.height !== frame.height) {
      still.width = frame.width;
      still.height = frame.height;
    }
    stillContext.drawImage(video, 0, 0);
    thumbContext.drawImage(still, 0, 0, THUMB_WIDTH, THUMB_HEIGHT);
    const picture = thumbContext.getImageData(0, 0, THUMB_WIDTH, THUMB_HEIGHT).data;
    const region = scanRegion(frame, { width: video.clientWidth, height: video.clientHeight }, box);
    const boxOnly = region.crop.sw === region.whole.sw && region.crop.sh === region.whole.sh;
    let first: View = { name: 'box', rect: region.crop, scale: firstScale(region.crop) };
    let reads = await read(first);
    if (reads.length === 0 && !boxOnly) {
      first = { name: 'whole', rect: region.whole, scale: firstScale(region.whole) };
      reads = await read(first);
    }
    const unconfirmed = reads.some(
      (item) => !SINGLE_FRAME_FORMATS.has(item.format) && wanted(item.code),
    );
    let checked: string | null = null;
    if (unconfirmed) {
      const views = checkViews(first, region.crop, region.whole);
      const view = views[turn++ % views.length] ?? views[0];
      if (view) {
        checked = view.name;
        reads = [...reads, ...(await read(view))];
      }
    }
    return { reads, crop: region.crop, whole: first.name === 'whole', picture, checked };
  };
}
