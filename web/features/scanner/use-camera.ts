import { type RefObject, useEffect, useState } from 'react';
import type { Size } from './scan-geometry.js';

export type CameraState = 'starting' | 'running' | 'error';
/** The i18n key of what went wrong with the camera. */
export type CameraErrorKey = 'scanning.scanner.cameraError' | 'scanning.scanner.cameraErrorShort';

/**
 * What the scanner asks the camera for: the rear camera, about 1280×720 (a 16:9 frame wide enough
 * for the bars of a label held at arm's length, and small enough to decode 10 times a second).
 * `ideal` values, so any camera still opens.
 */
export const CAMERA_CONSTRAINTS: MediaTrackConstraints = {
  facingMode: { ideal: 'environment' },
  width: { ideal: 1280 },
  height: { ideal: 720 },
};

interface FocusCapabilities {
  focusMode?: string[];
}

/** Continuous autofocus where the camera lists it (phones); elsewhere the camera's own default. */
async function focusContinuously(track: MediaStreamTrack): Promise<void> {
  const capabilities = (track.getCapabilities?.() ?? {}) as FocusCapabilities;
  if (!capabilities.focusMode?.includes('continuous')) return;
  await track
    .applyConstraints({ advanced: [{ focusMode: 'continuous' } as MediaTrackConstraintSet] })
    .catch(() => undefined);
}

export interface Camera {
  state: CameraState;
  error: CameraErrorKey | null;
  track: MediaStreamTrack | null;
  /** The camera frame's size in pixels, once the video knows it. */
  frame: Size | null;
}

/** Opens the camera into `videoRef` while the scanner is shown; stops it when it goes. */
export function useCamera(videoRef: RefObject<HTMLVideoElement | null>): Camera {
  const [state, setState] = useState<CameraState>('starting');
  const [error, setError] = useState<CameraErrorKey | null>(null);
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  const [frame, setFrame] = useState<Size | null>(null);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    const video = videoRef.current;
    const measure = () => {
      if (video && video.videoWidth > 0) {
        setFrame({ width: video.videoWidth, height: video.videoHeight });
      }
    };
    video?.addEventListener('loadedmetadata', measure);
    video?.addEventListener('resize', measure);
    const fail = (key: CameraErrorKey) => {
      setState('error');
      setError(key);
    };
    if (!navigator.mediaDevices?.getUserMedia) {
      fail('scanning.scanner.cameraErrorShort');
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: CAMERA_CONSTRAINTS, audio: false })
      .then(async (opened) => {
        if (stopped) {
          for (const each of opened.getTracks()) each.stop();
          return;
        }
        stream = opened;
        const videoTrack = opened.getVideoTracks()[0] ?? null;
        setTrack(videoTrack);
        if (videoTrack) await focusContinuously(videoTrack);
        if (video) {
          video.srcObject = opened;
          await video.play().catch(() => undefined);
        }
        if (!stopped) setState('running');
      })
      .catch(() => {
        if (!stopped) fail('scanning.scanner.cameraError');
      });
    return () => {
      stopped = true;
      video?.removeEventListener('loadedmetadata', measure);
      video?.removeEventListener('resize', measure);
      for (const each of stream?.getTracks() ?? []) each.stop();
      setTrack(null);
    };
  }, [videoRef]);

  return { state, error, track, frame };
}
