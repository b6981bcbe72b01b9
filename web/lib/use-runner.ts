import { useCallback, useRef, useState } from 'react';

/**
 * Runs one request at a time for a part of a manager and says which one is running, so its
 * button shows progress and a second click does not send it twice.
 */
export function useRunner() {
  const [pending, setPending] = useState<string | null>(null);
  const busy = useRef(false);

  const run = useCallback(async (key: string, action: () => Promise<void>): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setPending(key);
    try {
      await action();
    } finally {
      busy.current = false;
      setPending(null);
    }
  }, []);

  return { pending, run };
}
