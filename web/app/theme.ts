import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** Burgundy, from blush to deep wine; shade 7 carries white text with good contrast. */
const wine: MantineColorsTuple = [
  '#fcf0f3',
  '#f3dde3',
  '#e8b8c4',
  '#dc90a3',
  '#d16d86',
  '#ca5773',
  '#c44a68',
  '#a83a55',
  '#93304a',
  '#7a1f38',
];

/**
 * Mantine's dark scale, warmed toward brown so the dark theme reads like a dimly lit cellar
 * rather than a cold grey screen; text shades stay light enough for small print.
 */
const dark: MantineColorsTuple = [
  '#ece4df',
  '#cdc2bc',
  '#a1948e',
  '#7c706b',
  '#4d4441',
  '#3b3432',
  '#2c2625',
  '#211c1b',
  '#191514',
  '#110e0d',
];

const serif = "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Times New Roman', serif";

export const theme = createTheme({
  primaryColor: 'wine',
  primaryShade: { light: 8, dark: 7 },
  colors: { wine, dark },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontFamily: serif, fontWeight: '600' },
  other: { serif },
});

/**
 * Mantine's light "dimmed" grey is under 4.5:1 on white; a warm grey keeps secondary text
 * readable and matches the burgundy. Body text is a warm near-black rather than pure black.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-text': '#2b2322',
    '--mantine-color-dimmed': '#6b6260',
  },
  // The dark scheme fills with shade 7, and white on red 7 is 3.8:1: the confirm buttons of every
  // removal and deletion take red 8 (5.8:1), as the light scheme does.
  dark: {
    '--mantine-color-red-filled': 'var(--mantine-color-red-8)',
    '--mantine-color-red-filled-hover': 'var(--mantine-color-red-9)',
  },
});
