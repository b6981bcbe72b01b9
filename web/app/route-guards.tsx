import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../features/auth/auth-context.js';
import { LoadingScreen } from '../lib/ui/loading-screen.js';

/** /admin: wait for the session, then let a signed-in user through or go to login. */
export function RequireSignedIn() {
  const { t } = useTranslation();
  const { state } = useAuth();
  if (state.status === 'loading') return <LoadingScreen label={t('app.loading')} />;
  if (state.status === 'signed-out') return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** /login and /signup: a signed-in user has nothing to do there and goes to the dashboard. */
export function RequireSignedOut() {
  const { t } = useTranslation();
  const { state } = useAuth();
  if (state.status === 'loading') return <LoadingScreen label={t('app.loading')} />;
  if (state.status === 'signed-in') return <Navigate to="/admin" replace />;
  return <Outlet />;
}
