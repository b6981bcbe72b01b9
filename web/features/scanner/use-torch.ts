import { useEffect, useState } from 'react';

interface TorchCapabilities {
  torch?: boolean;
}

/** The flashlight of the camera's track, where the camera has one. */
export function useTorch(track: MediaStreamTrack | null) {
  const [available, setAvailable] = useState(false);
  const [on, setOn] = useState(false);

  useEffect(() => {
    const capabilities = (track?.getCapabilities?.() ?? {}) as TorchCapabilities;
    setAvailable(Boolean(capabilities.torch));
    setOn(false);
  }, [track]);

  const toggle = async () => {
    if (!track) return;
    const next = !on;
    try {
      await track.applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] });
      setOn(next);
    } catch {
      setAvailable(false);
    }
  };

  return { available, on, toggle };
}
