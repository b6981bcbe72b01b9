import { Badge, Text, UnstyledButton } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vintageText } from '../../../domain/format-rules.js';
import { sizeText } from '../../lib/display.js';
import { ChevronIcon } from '../../lib/ui/icons.js';
import type { InventoryIndex, VisibleWine } from './inventory-index.js';
import {
  buildInventoryTree,
  flattenTree,
  type TreeOpening,
  type TreeRow,
} from './inventory-tree.js';
import { forgetListPlace, savedListPlace, useRememberListPlace } from './list-place.js';
import { TreeBottles } from './tree-bottles.js';
import { TreeToolbar } from './tree-toolbar.js';
import classes from './wine-card.module.css';

const INDENT_PX = 22;
const CLOSED: TreeOpening = { allOpen: false, toggled: new Set() };

/**
 * docs/product.md §2 inventory view: location > bin > wine > format > bottle, each level collapsible.
 * Only the rows near the viewport are rendered.
 */
export function InventoryTreeView({
  wines,
  index,
}: {
  wines: VisibleWine[];
  index: InventoryIndex;
}) {
  const { t, i18n } = useTranslation();
  // Back from a wine opened here: the same rows open, at the same scroll.
  const [place] = useState(savedListPlace);
  const [opening, setOpening] = useState<TreeOpening>(place?.opening ?? CLOSED);
  const tree = useMemo(() => buildInventoryTree(wines, index), [wines, index]);
  const rows = useMemo(() => flattenTree(tree, opening), [tree, opening]);
  // The location to scroll to once its row is in the list (after it was opened).
  const [jumpTo, setJumpTo] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = listRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  });
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => (rows[i]?.kind === 'location' ? 52 : 42),
    overscan: 10,
    scrollMargin: scrollMargin ?? 0,
    getItemKey: (i) => rows[i]?.key ?? i,
    initialMeasurementsCache: place?.rows,
    initialOffset: place?.scrollY,
  });
  useRememberListPlace(virtualizer, opening);
  const placed = scrollMargin !== null;
  useLayoutEffect(() => {
    if (!place || !placed) return;
    window.scrollTo(0, place.scrollY);
    forgetListPlace();
  }, [place, placed]);

  const toggle = (key: string) =>
    setOpening((current) => {
      const toggled = new Set(current.toggled);
      if (!toggled.delete(key)) toggled.add(key);
      return { ...current, toggled };
    });
  const jump = (key: string) => {
    const row = rows.find((candidate) => candidate.key === key);
    if (row?.kind === 'location' && !row.expanded) toggle(key);
    setJumpTo(key);
  };
  useEffect(() => {
    if (jumpTo === null) return;
    const at = rows.findIndex((row) => row.key === jumpTo);
    if (at >= 0) virtualizer.scrollToIndex(at, { align: 'start' });
    setJumpTo(null);
  }, [jumpTo, rows, virtualizer]);

  const label = (row: Exclude<TreeRow, { kind: 'bottles' }>): string => {
    switch (row.kind) {
      case 'location':
        return row.node.name ?? t('dashboard.unassignedLocation');
      case 'bin':
        return row.node.bin === null
          ? t('dashboard.unbinned')
          : t('dashboard.bin', { bin: row.node.bin });
      case 'wine':
        return row.node.product.name;
      case 'format': {
        const { format } = row.node;
        return `${vintageText(format.vintage)} · ${sizeText(format.bottleSize, i18n.language)}`;
      }
    }
  };

  return (
    <>
      <TreeToolbar
        locations={tree.map((location) => ({
          key: location.key,
          label: location.name ?? t('dashboard.unassignedLocation'),
          count: location.count,
        }))}
        onExpandAll={() => setOpening({ allOpen: true, toggled: new Set() })}
        onCollapseAll={() => setOpening(CLOSED)}
        onJump={jump}
      />
      <div
        ref={listRef}
        data-testid="inventory-tree"
        style={{ position: 'relative', height: virtualizer.getTotalSize(), width: '100%' }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const position = {
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            paddingLeft: row.depth * INDENT_PX,
            transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
          } as const;
          if (row.kind === 'bottles') {
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                style={position}
              >
                <TreeBottles node={row.node} productId={row.productId} />
              </div>
            );
          }
          const text = label(row);
          const rowCount = row.node.count;
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              data-testid={`tree-${row.kind}`}
              style={position}
            >
              <UnstyledButton
                className={`${classes.treeRow} ${row.kind === 'location' ? classes.treeLocation : ''}`}
                aria-expanded={row.expanded}
                aria-label={`${text} (${rowCount})`}
                onClick={() => toggle(row.key)}
              >
                <ChevronIcon open={row.expanded} size={16} />
                <Text
                  component="span"
                  size="sm"
                  fw={row.kind === 'location' ? 700 : row.kind === 'wine' ? 600 : 400}
                  truncate="end"
                  style={{ flex: 1, minWidth: 0 }}
                >
                  {text}
                </Text>
                <Badge variant={row.kind === 'location' ? 'filled' : 'light'} size="sm" radius="sm">
                  {rowCount}
                </Badge>
              </UnstyledButton>
            </div>
          );
        })}
      </div>
    </>
  );
}
