import { useElementSize } from '@mantine/hooks';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { InventoryIndex, VisibleWine } from './inventory-index.js';
import { useCategoryLabel, WineCard } from './wine-card.js';
import classes from './wine-card.module.css';

/** SPEC.md §9: wine card grid minimum column width 400px; one column below 768px. */
const MIN_COLUMN_PX = 400;
const GAP_PX = 16;
const PHONE_PX = 768;

function columnsFor(width: number): number {
  if (width <= 0 || window.innerWidth < PHONE_PX) return 1;
  return Math.max(1, Math.floor((width + GAP_PX) / (MIN_COLUMN_PX + GAP_PX)));
}

/**
 * The wine cards, in rows of as many columns as fit. Only the rows near the viewport are in the
 * DOM (window scrolling), so thousands of wines scroll smoothly.
 */
export function WineCardList({ wines, index }: { wines: VisibleWine[]; index: InventoryIndex }) {
  const { ref: sizeRef, width } = useElementSize();
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const columns = columnsFor(width);
  const rowCount = Math.ceil(wines.length / columns);
  const categoryLabel = useCategoryLabel(index);

  useLayoutEffect(() => {
    const element = listRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  });

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => 190,
    overscan: 4,
    scrollMargin,
    gap: 0,
  });
  const items = virtualizer.getVirtualItems();

  return (
    <div ref={sizeRef}>
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
    </div>
  );
}
