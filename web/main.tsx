import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './app/mantine-styles.js';
import { App } from './app/app.js';
import { adminRoute } from './app/app-routes.js';
import { prefetchSession } from './features/auth/session-prefetch.js';
import { i18nReady } from './lib/i18n.js';

// Before React's first render: the session check, and on the dashboard its code, at
// once rather than one after the other. The inventory waits for the session: fetched signed out,
// its 401 would be a console error on every visit to /admin.
prefetchSession();
// A failed load is reported by the route when it renders (its error boundary shows it).
const ignore = () => undefined;
const path = window.location.pathname;
if (/^\/admin(\/|$)/.test(path)) adminRoute.preload().catch(ignore);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

// A transition: React draws the first screen in slices, yielding to the browser every few
// milliseconds, where an ordinary render is one task (on a phone, hundreds of milliseconds in
// which a tap waits).
const root = createRoot(container);
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
// Once its language's strings are in (preloaded by the page: no extra trip); had they failed to
// load, the app is drawn all the same, with its keys for words, rather than a blank page.
i18nReady.then(render, render);
