import type { ScanBox } from './scan-rules.js';

export interface Size {
  width: number;
  height: number;
}

/** A rectangle in CSS pixels of the preview element. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A rectangle in pixels of the camera frame (the arguments of drawImage). */
export interface CropRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/** The drawn box may take at most this share of the shown frame, so some context stays around it. */
export const BOX_MAX_SHARE = 0.9;

/**
 * Where the whole frame shows in the preview element: the video is drawn with object-fit: contain,
 * so it is scaled to fit and centred, with bars where the aspect ratios differ.
 */
export function shownFrame(frame: Size, element: Size): Rect {
  const scale = Math.min(element.width / frame.width, element.height / frame.height);
  if (!Number.isFinite(scale) || scale <= 0) return { left: 0, top: 0, width: 0, height: 0 };
  const width = frame.width * scale;
  const height = frame.height * scale;
  return { left: (element.width - width) / 2, top: (element.height - height) / 2, width, height };
}

export interface ScanRegion {
  /** The guide box as drawn over the preview. */
  drawn: Rect;
  /** The same box in frame pixels: the region decoded first. */
  crop: CropRect;
  /** The whole frame: decoded when the box finds nothing. */
  whole: CropRect;
}

/**
 * The scan box drawn over the preview and the frame region under it, computed together so they
 * always agree: the box is centred on the shown frame and capped at BOX_MAX_SHARE of it on each
 * side. Before the element or the frame has a size, the box region is the whole frame.
 */
export function scanRegion(frame: Size, element: Size, box: ScanBox): ScanRegion {
  const whole = { sx: 0, sy: 0, sw: frame.width, sh: frame.height };
  const shown = shownFrame(frame, element);
  if (shown.width === 0 || shown.height === 0) {
    return { drawn: { left: 0, top: 0, width: 0, height: 0 }, crop: whole, whole };
  }
  const width = Math.min(box.width, shown.width * BOX_MAX_SHARE);
  const height = Math.min(box.height, shown.height * BOX_MAX_SHARE);
  const drawn = {
    left: shown.left + (shown.width - width) / 2,
    top: shown.top + (shown.height - height) / 2,
    width,
    height,
  };
  const framePerCss = frame.width / shown.width;
  const sw = Math.min(frame.width, Math.round(width * framePerCss));
  const sh = Math.min(frame.height, Math.round(height * framePerCss));
  const crop = {
    sx: Math.round((frame.width - sw) / 2),
    sy: Math.round((frame.height - sh) / 2),
    sw,
    sh,
  };
  return { drawn, crop, whole };
}
