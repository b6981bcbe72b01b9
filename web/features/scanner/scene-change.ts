/**
 * A tiny picture of the camera frame, to notice when the view changes (a label comes into view)
 * without decoding: the scanner then decodes that frame at once instead of waiting for its next
 * tenth of a second. A still view is decoded 10 times a second as before.
 */
export const THUMB_WIDTH = 16;
export const THUMB_HEIGHT = 12;
/** Mean change of the thumbnail's brightness, in levels of 255, that counts as a new view. */
export const SCENE_CHANGE = 12;

/** True when two thumbnails (RGBA, same size) differ by more than SCENE_CHANGE on average. */
export function sceneChanged(
  before: Uint8ClampedArray | null,
  now: Uint8ClampedArray,
  threshold = SCENE_CHANGE,
): boolean {
  if (!before || before.length !== now.length) return true;
  let total = 0;
  // The green channel stands for brightness (it carries most of it); one channel is enough here.
  for (let i = 1; i < now.length; i += 4) total += Math.abs((now[i] ?? 0) - (before[i] ?? 0));
  return total / (now.length / 4) > threshold;
}

/** Draws the video's current frame into a thumbnail and returns its pixels. */
export function createThumbnailer(): ((video: HTMLVideoElement) => Uint8ClampedArray) | null {
  const canvas = document.createElement('canvas');
  canvas.width = THUMB_WIDTH;
  canvas.height = THUMB_HEIGHT;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  return (video) => {
    context.drawImage(video, 0, 0, THUMB_WIDTH, THUMB_HEIGHT);
    return context.getImageData(0, 0, THUMB_WIDTH, THUMB_HEIGHT).data;
  };
}
