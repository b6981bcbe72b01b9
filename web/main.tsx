import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/mantine-styles.js';
import './lib/i18n.js';
import { App } from './app/app.js';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
