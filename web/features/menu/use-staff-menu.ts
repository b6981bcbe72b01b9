import { useEffect, useEffectEvent, useState } from 'react';
import type { StaffMenuJson } from '../../../domain/guest-projection.js';
import { liveEvents } from '../../../domain/live.js';
import { ApiError } from '../../lib/api-client.js';
import { type FetchedMenu, fetchStaffMenu, takeStaffMenu } from '../../lib/staff-menu-api.js';

const RETRY_MS = 2_000;

/**
 * The staff /menu's data (issue 18): the guest projection from GET /api/menu, kept live by the
 * live feed without loading the model. A change in the feed only says "ask again": the menu is
 * asked for with its ETag, and a change guests do not see (a bottle moved, a cost) is a 304.
 */
export function useStaffMenu(onSignedOut: () => void): StaffMenuJson | null {
  const [menu, setMenu] = useState<StaffMenuJson | null>(null);
  const signedOut = useEffectEvent(onSignedOut);

  useEffect(() => {
    let stopped = false;
    let etag: string | undefined;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    /** One request at a time; changes arriving meanwhile ask once more after it. */
    let asking: Promise<void> | null = null;
    let again = false;

    const failed = (error: unknown): void => {
      if (stopped) return;
      if (error instanceof ApiError && error.status === 401) {
        stop();
        signedOut();
        return;
      }
      // docs/product.md §8: errors go to the console; the screen keeps what it shows and retries.
      console.error('Could not load the menu.', error);
      clearTimeout(retry);
      retry = setTimeout(() => void ask(true), RETRY_MS);
    };

    const show = (fetched: FetchedMenu): void => {
      if (stopped || fetched.menu === null) return;
      etag = fetched.etag;
      setMenu(fetched.menu);
    };

    const connect = (since: number): void => {
      source?.close();
      const events = new EventSource(`/api/live?since=${since}`);
      source = events;
      events.addEventListener(liveEvents.changes, () => void ask());
      events.addEventListener(liveEvents.reset, () => void ask(true));
      events.addEventListener(liveEvents.signedOut, () => {
        stop();
        signedOut();
      });
      // Closed for good (a 401, the server gone): asking tells which, and reconnects.
      events.onerror = () => {
        if (events.readyState === EventSource.CLOSED) void ask(true);
      };
    };

    function ask(reconnect = false): Promise<void> {
      if (asking) {
        again = true;
        return asking;
      }
      asking = fetchStaffMenu(etag)
        .then((fetched) => {
          show(fetched);
          if (reconnect && !stopped) connect(fetched.revision);
        }, failed)
        .finally(() => {
          asking = null;
          if (again && !stopped) {
            again = false;
            void ask();
          }
        });
      return asking;
    }

    function stop(): void {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    }

    takeStaffMenu().then((fetched) => {
      show(fetched);
      if (!stopped) connect(fetched.revision);
    }, failed);
    return stop;
  }, []);

  return menu;
}
