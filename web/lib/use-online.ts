import { useSyncExternalStore } from 'react';
import { useLiveState } from './live-store.js';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * Whether the server can be reached: the browser says it has a network, and the live feed has not
 * found it out of reach (a reload with no network shows the copy the device kept, and
 * `navigator.onLine` may still say true: Chromium 150 does after a reload in an emulated offline
 * tab, as a phone does behind a network that lets nothing through). A read the device keeps no
 * copy of is not made without one (its failure would be a console error and a spinner): the
 * screen says plainly that it is not available offline, and reads it when the network is back.
 */
export function useOnline(): boolean {
  const browserOnline = useSyncExternalStore(subscribe, () => navigator.onLine);
  const feedOffline = useLiveState((live) => live.status === 'offline');
  return browserOnline && !feedOffline;
}
