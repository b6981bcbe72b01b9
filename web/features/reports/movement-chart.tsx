import 'uplot/dist/uPlot.min.css';
import { useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { MovementReport } from '../../../domain/reports.js';

const HEIGHT = 240;
/** Half a week, in the x scale's seconds. */
const HALF_WEEK = 3.5 * 86_400;

/**
 * Bottles in and out per week as bars (uPlot: small, fast, kept up; loaded only with this
 * chart). The table below it says the same figures for a screen reader.
 */
export function MovementChart({
  weeks,
  label,
  inLabel,
  outLabel,
}: {
  weeks: MovementReport['weeks'];
  label: string;
  inLabel: string;
  outLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  // The canvas takes its colors when drawn: it is drawn again in the other scheme (the theme
  // toggle, or another tab's, which Mantine follows).
  const scheme = useComputedColorScheme('light');
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const bars = uPlot.paths.bars;
    // Mantine sets the scheme's variables on <html> before it re-renders with the new scheme.
    const styles = getComputedStyle(document.documentElement);
    const variable = (name: string, fallback: string) =>
      styles.getPropertyValue(name).trim() || fallback;
    const dark = scheme === 'dark';
    const primary = variable('--mantine-primary-color-filled', dark ? '#a83a55' : '#93304a');
    const text = variable('--mantine-color-text', dark ? '#ece4df' : '#2b2322');
    const axis = {
      stroke: text,
      grid: { stroke: 'rgba(128,128,128,0.2)' },
      ticks: { show: false },
    };
    const plot = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: HEIGHT,
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: {
          // Each week's bars stand either side of its point (in before it, out after): half a
          // week each side keeps the first week's in and the last week's out inside the plot,
          // where the data's own range cut them off.
          x: { time: true, range: (_u, min, max) => [min - HALF_WEEK, max + HALF_WEEK] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
        },
        axes: [axis, axis],
        series: [
          {},
          {
            label: inLabel,
            fill: primary,
            stroke: primary,
            paths: bars ? bars({ size: [0.35, 40], align: -1 }) : undefined,
            points: { show: false },
          },
          {
            label: outLabel,
            fill: '#c9a227',
            stroke: '#c9a227',
            paths: bars ? bars({ size: [0.35, 40], align: 1 }) : undefined,
            points: { show: false },
          },
        ],
      },
      [
        weeks.map((week) => Date.parse(`${week.week}T12:00:00Z`) / 1000),
        weeks.map((week) => week.in),
        weeks.map((week) => week.out),
      ],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [weeks, inLabel, outLabel, scheme]);
  return <div ref={box} role="img" aria-label={label} data-testid="movement-chart" />;
}
