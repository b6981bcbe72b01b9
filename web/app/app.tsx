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
      <BrowserRouter>
        <AuthProvider>
          <AppRoutes />
        </AuthProvider>
      </BrowserRouter>
      <Toasts />
    </MantineProvider>
  );
}
