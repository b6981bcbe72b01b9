import { useEffect } from 'react';
import type { ProductCard } from '../../../domain/product-cards.js';
import { holdBottleLists } from '../../lib/use-bottle-list.js';
import { whenIdle } from '../../lib/when-idle.js';

/** How long the list rests before the wines in view have their bottles read. */
const SETTLE_MS = 300;
/** At most this many formats' lists at a time (a desktop shows a dozen wines). */
const MAX_LISTS = 12;
/** A format with more bottles than this is read when it opens, not ahead. */
const MAX_BOTTLES = 100;

/**
 * Reads ahead the bottles of the formats on the wines in view once the list rests, and keeps them
 * live while they stay in view: a format tapped then opens with its bottles drawn at once, not a
 * mobile network's round trip later. Nothing is read while the list scrolls, before `enabled`
 * (the whole model in: the first cards come before it on a phone's slow network) or offline.
 */
export function useBottlesInView(
  wines: readonly ProductCard[],
  inView: { first: number; last: number } | null,
  enabled: boolean,
): void {
  const formats: string[] = [];
  if (enabled && inView !== null) {
    for (const wine of wines.slice(inView.first, inView.last + 1)) {
      for (const { format, count } of wine.formats) {
        if (count > 0 && count <= MAX_BOTTLES && formats.length < MAX_LISTS) {
          formats.push(format.id);
        }
      }
    }
  }
  const key = formats.join(' ');
  useEffect(() => {
    if (key === '') return;
    let release: (() => void) | undefined;
    let idle: { cancel(): void } | undefined;
    const timer = setTimeout(() => {
      idle = whenIdle(() => {
        if (!navigator.onLine) return;
        release = holdBottleLists(key.split(' ').map((format) => ({ format })));
      });
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      idle?.cancel();
      release?.();
    };
  }, [key]);
}
