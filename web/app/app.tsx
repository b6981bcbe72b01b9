import { MantineProvider } from '@mantine/core';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../features/auth/auth-provider.js';
import { Toasts } from '../lib/ui/toasts.js';
import { AppRoutes } from './app-routes.js';
import { cssVariablesResolver, theme } from './theme.js';

export function App() {
  return (
    // Starts light; the toggle's choice is kept in localStorage by Mantine's default manager.
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {/* The router's moves are drawn at once, not as transitions: a transition can wait behind
          another one still pending, and a Back pressed while the wine's own entry was being drawn
          was never drawn at all (the wine stayed open). */}
      <BrowserRouter useTransitions={false}>
        <AuthProvider>
          <AppRoutes />
        </AuthProvider>
      </BrowserRouter>
      <Toasts />
    </MantineProvider>
  );
}
