import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../features/auth/auth-context.js';
import { LoadingScreen } from '../lib/ui/loading-screen.js';

/** Where login came from: a screen's address under /admin, to go back to once signed in. */
function returnPath(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/admin/') ? from : '/admin';
}

/** /admin: wait for the session, then let a signed-in user through or go to login. */
export function RequireSignedIn() {
  const { t } = useTranslation();
  const { state } = useAuth();
  const { pathname } = useLocation();
  if (state.status === 'loading') return <LoadingScreen label={t('app.loading')} />;
  if (state.status === 'signed-out') {
    return <Navigate to="/login" replace state={{ from: pathname }} />;
  }
  return <Outlet />;
}

/**
 * /login and /signup: a signed-in user has nothing to do there and goes to the dashboard, or to
 * the screen whose address sent them to login.
 */
export function RequireSignedOut() {
  const { t } = useTranslation();
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'loading') return <LoadingScreen label={t('app.loading')} />;
  if (state.status === 'signed-in') return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
