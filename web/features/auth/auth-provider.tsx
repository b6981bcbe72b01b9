import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { SessionUser } from '../../../domain/auth.js';
import { ApiError, holdReads } from '../../lib/api-client.js';
import { forgetEarlyRequests } from '../../lib/early-request.js';
import { prefetchFirstCards } from '../../lib/first-cards-prefetch.js';
import {
  forgetOfflineData,
  keepSession,
  keptSession,
  setOfflineOwner,
} from '../../lib/offline-store.js';
import { fetchSessionUser, logout } from './auth-api.js';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context.js';
import { takeSessionCheck } from './session-prefetch.js';

const signedOut: AuthState = { status: 'signed-out', user: null };

/**
 * Ends the session on the server and forgets this device's copy of it. Returns the function that
 * lets reads go again: the caller calls it once the signed-in screens are gone, since one asked
 * after the server's logout (a panel whose code arrived late) would be answered 401.
 */
async function endSession(): Promise<() => void> {
  // An inventory fetched for this session must never be shown to the next one, nor the copy this
  // device kept of it for opening offline.
  forgetEarlyRequests();
  const resumeReads = holdReads();
  // Beside the server's logout, not before it: the session ends as soon as it did.
  const forgetting = forgetOfflineData();
  try {
    await logout();
  } catch (error) {
    // docs/product.md §8: sign-out errors are logged to the console only.
    console.error('Sign-out failed.', error);
  }
  await forgetting;
  return resumeReads;
}

/** Loads the session once at start, then tracks sign-in and sign-out for the whole app. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });
  // Reads held by a sign-out, let go once the signed-out state is drawn (the dashboard gone).
  const [heldReads, setHeldReads] = useState<{ resume: () => void } | null>(null);
  useEffect(() => {
    if (heldReads === null || state.status === 'signed-in') return;
    heldReads.resume();
    setHeldReads(null);
  }, [heldReads, state.status]);

  const adopt = useCallback((user: SessionUser | null) => {
    if (user === null) {
      setState(signedOut);
      void forgetOfflineData();
      return;
    }
    if (!user.restaurantId) {
      // docs/product.md §4: a user without a restaurant cannot see any data; log and sign out at once.
      console.error('Signed-in user has no restaurantId; signing out.');
      setState(signedOut);
      void endSession().then((resume) => resume());
      return;
    }
    // The screens that show the inventory start loading it now, beside their own code.
    const path = window.location.pathname;
    // /admin draws its first cards from a few kB, then loads the model (decision 0013).
    // Whose inventory this device keeps for opening offline (web/lib/offline-store.ts).
    setOfflineOwner(user);
    if (/^\/admin(\/|$)/.test(path)) prefetchFirstCards();
    void keepSession(user);
    setState({ status: 'signed-in', user });
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    // The first screen is drawn in slices (a transition): on /admin it is the whole dashboard's
    // frame. Not a sign-in's adopt, which the login page follows with a navigation.
    takeSessionCheck(abort.signal).then(
      (user) => startTransition(() => adopt(user)),
      async (error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('Could not load the session.', error);
        // No network: the member last signed in on this device, whose inventory it kept (logout
        // deletes both). The server has the last word once the network is back.
        const kept =
          error instanceof ApiError && error.status === 0 ? await keptSession() : undefined;
        if (abort.signal.aborted) return;
        if (kept) startTransition(() => adopt(kept));
        else setState(signedOut);
      },
    );
    return () => abort.abort();
  }, [adopt]);

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      signIn: adopt,
      signOut: async () => {
        // Login is shown only once the server has ended the session: a reload or a new tab in
        // between would otherwise still be signed in.
        const resume = await endSession();
        setHeldReads({ resume });
        setState(signedOut);
      },
      sessionEnded: () => {
        void forgetOfflineData();
        setState({ status: 'signed-out', user: null, ended: true });
      },
      refresh: async () => {
        const user = await fetchSessionUser(new AbortController().signal);
        setState(
          user === null
            ? { status: 'signed-out', user: null, ended: true }
            : { status: 'signed-in', user },
        );
      },
    }),
    [state, adopt],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
