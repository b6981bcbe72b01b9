import { startTransition, useEffect, useState } from 'react';

/**
 * True from the frame after `ready` first was, set in a transition (React draws it in slices):
 * what waits on it comes once what is already drawn is on the screen, not in the same long task
 * of a phone's thread.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      // A task after the frame's paint, which the animation frame comes just before.
      timer = window.setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
