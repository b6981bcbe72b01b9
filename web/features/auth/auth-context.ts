import { createContext, use } from 'react';
import type { SessionUser } from '../../../domain/auth.js';

export type AuthState =
  | { status: 'loading'; user: null }
  /** `ended`: the server ended the session (logout elsewhere, expiry); login says so. */
  | { status: 'signed-out'; user: null; ended?: boolean }
  | { status: 'signed-in'; user: SessionUser };

export interface AuthContextValue {
  state: AuthState;
  /** After login or sign-up: adopt the user the server returned. */
  signIn: (user: SessionUser) => void;
  /** Ask the server to end the session, then forget the user. */
  signOut: () => Promise<void>;
  /**
   * The server already ended the session (the live feed said so): forget the user. The route
   * guard then sends the screen to login.
   */
  sessionEnded: () => void;
  /**
   * Read the session again (the member's role changed: the live feed said so) and adopt what the
   * server says now; signed out if the session is gone.
   */
  refresh: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (value === null) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
