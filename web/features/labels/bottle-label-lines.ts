import type { BottleLabel } from '../../../domain/bottle-labels.js';
import { vintageText } from '../../../domain/format-rules.js';
import { sizeText } from '../../lib/display.js';

/** What a bottle's label says under its id: its wine, its vintage and size, and its place. */
export function bottleLabelLines(
  label: BottleLabel,
  unassigned: string,
  language: string,
): string[] {
  const place =
    label.location === null ? unassigned : [label.location, label.bin].filter(Boolean).join(' · ');
  return [
    label.name,
    `${vintageText(label.vintage)} · ${sizeText(label.bottleSize, language)}`,
    place,
  ];
}
