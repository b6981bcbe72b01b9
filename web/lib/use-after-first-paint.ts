import { startTransition, useEffect, useState } from 'react';

/**
 * False in a screen's first render, true in the render after it, which React draws in slices once
 * the first is on the screen: parts that wait for the network anyway come a frame later, and the
 * rest of the screen is not held back by their work on a phone's CPU.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A timer, so that the first render's frame is painted before the next render begins.
    const timer = window.setTimeout(() => startTransition(() => setPainted(true)));
    return () => window.clearTimeout(timer);
  }, []);
  return painted;
}
