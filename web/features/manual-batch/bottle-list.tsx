import { Group, Loader, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BottleRow } from '../../lib/bottle-rows.js';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
import { BottleRowItem, GroupRow } from './bottle-list-rows.js';
import type { BottleSelection } from './use-bottle-selection.js';

/** A row of the list: a bottle, or the heading of a group of bottles (one format). */
export type ListItem =
  | { kind: 'group'; key: string; label: string; ids: string[] }
  | { kind: 'bottle'; row: BottleRow };

const BOTTLE_HEIGHT = 58;
const GROUP_HEIGHT = 44;

interface BottleListProps {
  items: readonly ListItem[];
  /** What is ticked, and how a tick changes it (useBottleSelection). */
  selection: Pick<BottleSelection, 'selected' | 'toggle' | 'toggleMany'>;
  /** Makes the wine name a button (the manual entries manager opens the bottle's wine). */
  onOpen?: (row: BottleRow) => void;
  emptyText: string;
  /** The bottles are still being read: a loader instead of the empty text. */
  reading?: boolean;
  testId: string;
}

/** A virtualized list of bottles with a checkbox each: thousands of rows stay fast. */
export function BottleList({
  items,
  selection: { selected, toggle: onToggle, toggleMany: onToggleMany },
  onOpen,
  emptyText,
  reading = false,
  testId,
}: BottleListProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  // A state, not a ref, as in Manage Profiles: the list may mount after the first render (in a
  // modal, or once items arrive), and the virtualizer must render again once it can measure it.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller,
    estimateSize: (index) => (items[index]?.kind === 'group' ? GROUP_HEIGHT : BOTTLE_HEIGHT),
    getItemKey: (index) => {
      const item = items[index];
      if (!item) return index;
      return item.kind === 'group' ? `g:${item.key}` : item.row.id;
    },
    overscan: 10,
  });

  if (reading) {
    return (
      <Group gap="xs" py="md" data-testid={testId} aria-busy>
        <Loader size="sm" />
        <Text c="dimmed">{t('managers.common.reading')}</Text>
      </Group>
    );
  }
  if (items.length === 0) {
    return (
      <Text c="dimmed" py="md" data-testid={testId}>
        {emptyText}
      </Text>
    );
  }

  return (
    <div
      ref={setScroller}
      data-testid={testId}
      style={{
        height: phone ? 'max(240px, calc(100dvh - 430px))' : 340,
        overflowY: 'auto',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    >
      <ul
        style={{
          height: virtualizer.getTotalSize(),
          position: 'relative',
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {virtualizer.getVirtualItems().map((virtual) => {
          const item = items[virtual.index];
          if (!item) return null;
          const style = {
            position: 'absolute' as const,
            top: 0,
            left: 0,
            right: 0,
            height: virtual.size,
            transform: `translateY(${virtual.start}px)`,
            padding: '4px 10px',
            borderBottom: '1px solid var(--mantine-color-default-border)',
          };
          if (item.kind === 'group') {
            return (
              <GroupRow
                key={virtual.key}
                item={item}
                style={style}
                selected={selected}
                onToggleMany={onToggleMany}
              />
            );
          }
          return (
            <BottleRowItem
              key={virtual.key}
              row={item.row}
              style={style}
              checked={selected.has(item.row.id)}
              onToggle={onToggle}
              onOpen={onOpen}
            />
          );
        })}
      </ul>
    </div>
  );
}
