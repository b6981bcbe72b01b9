import type { TFunction } from 'i18next';
import type { PurchaseOrderLine } from '../../../domain/purchasing.js';
import { vintageText } from '../../lib/display.js';

/** How a line's wine is named on the screen and the printed page. */
export function wineLabel(
  t: TFunction,
  line: Pick<PurchaseOrderLine, 'name' | 'vintage' | 'bottleSize'>,
): string {
  return t('purchasing.wineLabel', {
    name: line.name,
    vintage: vintageText(line.vintage),
    size: line.bottleSize,
  }).replace(/\s+/g, ' ');
}

export function dateOf(lang: string, iso: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(iso));
}
