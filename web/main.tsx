import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/mantine-styles.js';
import './lib/i18n.js';
import { App } from './app/app.js';

// Opening the dashboard or the menu directly: fetch its code now, beside the session check,
// rather than after it (React.lazy reuses this same request).
if (/^\/admin(\/|$)/.test(window.location.pathname)) void import('./features/admin/admin-page.js');
if (/^\/menu(\/|$)/.test(window.location.pathname)) void import('./features/menu/menu-page.js');

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
