import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { ProductCard } from '../../../domain/product-cards.js';
import type { Category } from '../../../domain/restaurant.js';
import { forgetListPlace, savedListPlace, useRememberListPlace } from './list-place.js';
import { useBottlesInView } from './use-bottles-in-view.js';
import { useCategoryLabel, WineCard } from './wine-card.js';
import classes from './wine-card.module.css';

/** docs/product.md §9: wine card grid minimum column width 400px; one column below 768px. */
const MIN_COLUMN_PX = 400;
const GAP_PX = 16;
const PHONE_PX = 768;

/** A phone's window: the list is one column, whatever its width. */
const phoneWindow = () => window.innerWidth < PHONE_PX;

function columnsFor(width: number): number {
  if (width <= 0 || phoneWindow()) return 1;
  return Math.max(1, Math.floor((width + GAP_PX) / (MIN_COLUMN_PX + GAP_PX)));
}

/** Where the list sits: its width (for the columns) and its top in the page (the scroll margin). */
interface ListBox {
  width: number;
  top: number;
}

/**
 * A phone's list before it is measured: one column whatever its width, so the cards can be drawn
 * in the first render, which is a transition and so drawn in slices; measured first, they were
 * drawn in the re-render the measure asks for, which is synchronous (a layout effect's): on a
 * phone's CPU one long task of the dashboard's start. Its top is put right by the measure, a
 * re-render of the rows alone (the cards are memoised).
 */
function phoneGuess(): ListBox | null {
  return phoneWindow() ? { width: window.innerWidth, top: 0 } : null;
}

/**
 * The list's box, measured before any card is drawn, then again after every commit (the filter
 * panel above may open) and on every resize. Until it is known the list renders empty (but on a
 * phone, phoneGuess): drawn first at width 0, the cards came up in one column and were drawn
 * again in three a frame later.
 */
function useListBox(): [RefObject<HTMLDivElement | null>, ListBox | null] {
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<ListBox | null>(phoneGuess);
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const rect = element.getBoundingClientRect();
    const next = { width: rect.width, top: rect.top + window.scrollY };
    setBox((previous) =>
      previous && previous.width === next.width && previous.top === next.top ? previous : next,
    );
  }, []);
  useLayoutEffect(measure);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);
  return [ref, box];
}

/**
 * The wine cards, in rows of as many columns as fit. Only the rows near the viewport are in the
 * DOM (window scrolling), so thousands of wines scroll smoothly.
 */
export function WineCardList({
  wines,
  categories,
  readAhead,
}: {
  wines: readonly ProductCard[];
  categories: ReadonlyMap<string, Category>;
  /** Whether the bottles of the wines in view may be read ahead of a tap. */
  readAhead: boolean;
}) {
  const [listRef, box] = useListBox();
  const columns = columnsFor(box?.width ?? 0);
  const rowCount = box ? Math.ceil(wines.length / columns) : 0;
  const categoryLabel = useCategoryLabel(categories);
  // Back from a wine's detail: the rows as they were measured, and the scroll they were at.
  const [place] = useState(savedListPlace);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => 190,
    overscan: 4,
    scrollMargin: box?.top ?? 0,
    gap: 0,
    initialMeasurementsCache: place?.rows,
    initialOffset: place?.scrollY,
  });
  const items = virtualizer.getVirtualItems();
  useRememberListPlace(virtualizer);
  const rows = virtualizer.isScrolling ? null : virtualizer.range;
  useBottlesInView(
    wines,
    rows && { first: rows.startIndex * columns, last: (rows.endIndex + 1) * columns - 1 },
    readAhead,
  );
  const placed = box !== null;
  useLayoutEffect(() => {
    if (!place || !placed) return;
    window.scrollTo(0, place.scrollY);
    forgetListPlace();
  }, [place, placed]);

  return (
    <div
      ref={listRef}
      style={{ position: 'relative', height: virtualizer.getTotalSize(), width: '100%' }}
    >
      {items.map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className={classes.grid}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          {wines.slice(row.index * columns, row.index * columns + columns).map((wine) => (
            <WineCard
              key={wine.product.id}
              wine={wine}
              categoryLabel={categoryLabel(wine.product)}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
