import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/login-page.js';
import { LandingPage } from '../features/landing/landing-page.js';
import { lazyScreen } from '../lib/lazy-screen.js';
import { LoadingScreen } from '../lib/ui/loading-screen.js';
import { ErrorBoundary } from './error-boundary.js';
import { PublicLayout } from './public-layout.js';
import { RequireSignedIn, RequireSignedOut } from './route-guards.js';

// Separate chunks keep / and /login within their size budget; sign-up (once per restaurant)
// is one too.
const SignupPage = lazy(() =>
  import('../features/auth/signup-page.js').then((module) => ({ default: module.SignupPage })),
);
const JoinPage = lazy(() =>
  import('../features/auth/join-page.js').then((module) => ({ default: module.JoinPage })),
);
export const adminRoute = lazyScreen(() =>
  import('../features/admin/admin-page.js').then((module) => module.AdminPage),
);

/**
 * The routes of docs/product.md §2; any other path goes to /. /menu is a page of its own, drawn by
 * the server: the dashboard links to it with a full navigation.
 */
export function AppRoutes() {
  const { t } = useTranslation();
  return (
    <ErrorBoundary>
      <Suspense fallback={<LoadingScreen label={t('app.loading')} />}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={<LandingPage />} />
            <Route element={<RequireSignedOut />}>
              <Route path="login" element={<LoginPage />} />
              <Route path="signup" element={<SignupPage />} />
            </Route>
            {/* Open to a signed-in visitor too: the page says joining signs them out. */}
            <Route path="join/:code" element={<JoinPage />} />
          </Route>
          <Route element={<RequireSignedIn />}>
            {/* Its screens have addresses under it (features/admin/use-screen-address.ts). */}
            <Route path="admin/*" element={<adminRoute.Screen />} />
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
