import { useEffect, useState } from 'react';
import { type Decoder, loadDecoder } from './decoder.js';

/** The barcode decoder, loaded when a scanner opens (once per page); `failed` if it cannot load. */
export function useDecoder(): { decoder: Decoder | null; failed: boolean } {
  const [decoder, setDecoder] = useState<Decoder | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    loadDecoder().then(
      (loaded) => !cancelled && setDecoder(loaded),
      (error: unknown) => {
        console.warn('barcode decoder failed to load', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return { decoder, failed };
}
