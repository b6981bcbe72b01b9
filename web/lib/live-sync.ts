import { changeBatchSchema, liveEvents } from '../../domain/live.js';
import { addressOf } from '../../domain/operation.js';
import * as ops from '../../domain/operations/live.js';
import type { Role } from '../../domain/permissions.js';
import { dataFromModel, type RestaurantData } from '../../domain/restaurant-data.js';
import { expandModelInParts } from '../../domain/snapshot-codec.js';
import { ApiError } from './api-client.js';
import { forgetOnSignOut } from './early-request.js';
import type { LiveStore } from './live-store.js';
import { nextTask } from './next-task.js';
import { keepModelOffline } from './offline-model.js';
import { keptModel } from './offline-store.js';
import { readModel } from './read-model.js';

export interface LiveSyncOptions {
  /** The session ended (logout elsewhere, disabled user, expiry). */
  onSignedOut: () => void;
  /**
   * The member's role changed: read the session again, so that the screens show what
   * the new role may do. The model is loaded again after it, for the new role (with or without
   * costs).
   */
  onRoleChanged?: () => Promise<void>;
  /**
   * Work a screen does on a loaded model before it is shown (the dashboard's index), a step at a
   * time (`nextTask` between steps), so that the model's arrival is not one long task on a phone.
   */
  prepare?: (data: RestaurantData) => Promise<void>;
  /**
   * The role the screens show, sent when the stream opens: a role changed while no stream was
   * open (during a model's load) is told at once instead of missed.
   */
  role?: () => Role | undefined;
  /**
   * The revision of what the screen shows before any model (the dashboard's first cards): the
   * first model asked for is no older, or a wine on the screen, even open, would vanish for a
   * moment (the server may answer with a held model a few revisions old).
   */
  shownRevision?: () => number | undefined;
}

const MAX_RETRY_DELAY_MS = 30_000;
/**
 * With no network the retries stay a few seconds apart: a request that cannot leave the device
 * costs the server nothing, and the browser does not always say when the network is back (a
 * phone with bars but no data, or a page loaded offline, keeps `navigator.onLine` true and never
 * fires `online`), so the next retry is what brings the phone back to live.
 */
const MAX_OFFLINE_RETRY_DELAY_MS = 4_000;

/** The user-timing mark set each time a snapshot has been loaded into the store. */
export const INVENTORY_LOADED_MARK = 'inventory-loaded';

/**
 * Keeps a store in step with the server: load the snapshot, then follow GET /api/live from its
 * revision. Returns a function that stops everything. The browser's EventSource reconnects on its
 * own (sending Last-Event-ID); we only step in when it gives up or the server asks for a reset.
 */
export function startLiveSync(store: LiveStore, options: LiveSyncOptions): () => void {
  let stopped = false;
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let loads = 0;
  const abort = new AbortController();
  let stopWaiting: (() => void) | undefined;
  let retrying = false;
  const stopKeeping = keepModelOffline(store);
  // Signing out closes the feed before the server ends the session: a feed still open then would
  // reconnect with a session that is gone, and be refused.
  const stopAtSignOut = forgetOnSignOut(() => stop());

  const closeSource = (): void => {
    source?.close();
    source = null;
  };

  const signedOut = (): void => {
    stop();
    options.onSignedOut();
  };

  const scheduleReload = (offline: boolean): void => {
    closeSource();
    // With data on screen it stays usable while we retry; without, the screen offers a retry.
    if (store.getState().data === null) store.setStatus('error');
    else store.setStatus(offline || !navigator.onLine ? 'offline' : 'reconnecting');
    failures += 1;
    retrying = true;
    const delay = Math.min(
      1000 * 2 ** (failures - 1),
      offline ? MAX_OFFLINE_RETRY_DELAY_MS : MAX_RETRY_DELAY_MS,
    );
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void load(), delay);
  };

  const connect = (since: number): void => {
    closeSource();
    store.setStatus('connecting');
    const role = options.role?.();
    const events = new EventSource(addressOf(ops.live, { query: { since, role } }));
    source = events;
    events.onopen = () => {
      failures = 0;
      store.setStatus('live');
    };
    events.onerror = () => {
      // CONNECTING: the browser is retrying by itself. CLOSED: it gave up (e.g. a 401), so
      // reload the snapshot, which also tells us whether we are still signed in.
      if (events.readyState === EventSource.CLOSED) scheduleReload(false);
      else store.setStatus(navigator.onLine ? 'reconnecting' : 'offline');
    };
    events.addEventListener(liveEvents.changes, (event) => {
      const batch = changeBatchSchema.safeParse(parseJson(event.data));
      const result = batch.success ? store.apply(batch.data) : 'invalid';
      if (result === 'invalid') {
        console.error('Live update did not match the expected shape; reloading the snapshot.');
        void load();
      }
    });
    events.addEventListener(liveEvents.reset, () => void load());
    events.addEventListener(liveEvents.signedOut, signedOut);
    events.addEventListener(liveEvents.roleChanged, () => void roleChanged());
    events.addEventListener(liveEvents.displaced, waitForAttention);
  };

  // The server closed the stream; the data on screen stays while the session and the model are
  // read again, without a reload of the page.
  const roleChanged = async (): Promise<void> => {
    closeSource();
    store.setStatus('reconnecting');
    try {
      await options.onRoleChanged?.();
    } catch (error) {
      // The model's load below finds out whether the session is still there.
      console.error('Could not read the session again.', error);
    }
    if (!stopped) void load();
  };

  // Newer tabs took this one's stream: it comes back when looked at again, so that tabs left
  // open do not take turns displacing each other.
  const waitForAttention = (): void => {
    closeSource();
    store.setStatus('reconnecting');
    const resume = (): void => {
      if (document.visibilityState !== 'visible') return;
      stopWaiting?.();
      void load();
    };
    document.addEventListener('visibilitychange', resume);
    window.addEventListener('focus', resume);
    stopWaiting = () => {
      document.removeEventListener('visibilitychange', resume);
      window.removeEventListener('focus', resume);
      stopWaiting = undefined;
    };
  };

  const load = async (): Promise<void> => {
    // Only the latest load may apply its snapshot: an older one finishing late would go back.
    const attempt = ++loads;
    clearTimeout(retryTimer);
    retrying = false;
    closeSource();
    if (store.getState().data === null) store.setStatus('loading');
    try {
      // The columnar form: a fraction of the bytes of the plain one (domain/snapshot-codec.ts).
      // A tab that shows data asks for a model no older (a held one may lag while the server
      // builds the current one): what is on screen, an open wine, stays through the reload.
      const shown = store.getState().data?.revision ?? options.shownRevision?.();
      const compact = await readModel(shown, abort.signal);
      await nextTask();
      const model = await expandModelInParts(compact, nextTask);
      await nextTask();
      const data = dataFromModel(model);
      await options.prepare?.(data);
      if (stopped || attempt !== loads) return;
      store.load(data);
      // For devtools and bench/browser-ready.ts: the inventory is in the browser, decoded.
      performance.mark(INVENTORY_LOADED_MARK);
      connect(model.revision);
    } catch (error) {
      if (stopped || attempt !== loads) return;
      if (error instanceof ApiError && error.status === 401) {
        signedOut();
        return;
      }
      // docs/product.md §8: listener errors go to the console only; the screen offers a retry.
      console.error('Could not load the inventory snapshot.', error);
      // No network: the last inventory this device had, until the network is back.
      const offline = error instanceof ApiError && error.status === 0;
      if (offline && store.getState().data === null) await restoreKept(attempt);
      if (stopped || attempt !== loads) return;
      scheduleReload(offline);
    }
  };

  const restoreKept = async (attempt: number): Promise<void> => {
    const kept = await keptModel();
    if (kept === undefined || stopped || attempt !== loads) return;
    await options.prepare?.(kept.data);
    if (stopped || attempt !== loads || store.getState().data !== null) return;
    store.load(kept.data, kept.syncedAt);
  };

  // The network is back: no waiting for the next retry (or, the feed retrying by itself, no
  // longer said to be offline: useOnline's reads go ahead). The backoff starts again from its
  // shortest: the event may come before the network carries a request (a load already under way,
  // or the first one after it, can still fail), and the next retry is then a second away, not
  // the up to 30 s that failing server answers had reached. Gone: say so at once.
  const online = (): void => {
    if (stopped) return;
    failures = 0;
    if (retrying) void load();
    else if (store.getState().status === 'offline') store.setStatus('reconnecting');
  };
  const offline = (): void => {
    if (store.getState().data !== null) store.setStatus('offline');
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);

  const stop = (): void => {
    stopped = true;
    stopAtSignOut();
    stopWaiting?.();
    stopKeeping();
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    abort.abort();
    clearTimeout(retryTimer);
    closeSource();
  };

  void load();
  return stop;
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
