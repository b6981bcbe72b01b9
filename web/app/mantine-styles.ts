/**
 * Mantine's base layers, which every page needs before any component's sheet. Each component's
 * own sheet comes with its code (vite-mantine-styles.ts), so only the pages that draw it load it.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './global.css';
