import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { MovementReport } from '../../../domain/reports.js';

const HEIGHT = 240;

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
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const bars = uPlot.paths.bars;
    const styles = getComputedStyle(document.documentElement);
    const primary = styles.getPropertyValue('--mantine-primary-color-filled').trim() || '#7a1f38';
    const text = styles.getPropertyValue('--mantine-color-text').trim() || '#2b2322';
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
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
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
  }, [weeks, inLabel, outLabel]);
  return <div ref={box} role="img" aria-label={label} data-testid="movement-chart" />;
}
