import { Box, Checkbox, Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vintageText } from '../../../domain/format-rules.js';
import { countsAsManual } from '../../../domain/manual-id.js';
import { type BottleRow, selectionState } from '../../lib/bottle-rows.js';
import { lastSix } from '../../lib/display.js';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
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

  const idText = (id: string) =>
    countsAsManual(id)
      ? t('managers.common.manualEntry', { last6: lastSix(id) })
      : t('managers.common.id', { id: lastSix(id) });

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
            const state = selectionState(selected, item.ids);
            return (
              <Group
                key={virtual.key}
                component="li"
                data-testid="bottle-group"
                wrap="nowrap"
                gap="sm"
                style={{ ...style, background: 'var(--mantine-color-default-hover)' }}
              >
                <Checkbox
                  checked={state === 'all'}
                  indeterminate={state === 'some'}
                  onChange={() => onToggleMany(item.ids)}
                  aria-label={t('managers.common.selectGroup', { label: item.label })}
                />
                <Text fw={700} size="sm" truncate>
                  {item.label} ({item.ids.length})
                </Text>
              </Group>
            );
          }
          const { row } = item;
          const details = [
            vintageText(row.vintage),
            row.size === null ? null : t('managers.common.size', { size: row.size }),
            row.locationName ?? t('managers.common.unassigned'),
            row.bin ? t('managers.common.binTag', { bin: row.bin }) : null,
          ].filter((part): part is string => part !== null);
          const name = row.name || t('managers.common.unknownWine');
          return (
            <Group
              key={virtual.key}
              component="li"
              data-testid="bottle-row"
              data-id={row.id}
              wrap="nowrap"
              gap="sm"
              style={style}
            >
              <Checkbox
                checked={selected.has(row.id)}
                onChange={() => onToggle(row.id)}
                aria-label={t('managers.common.selectRow', { name, id: lastSix(row.id) })}
              />
              <Box style={{ minWidth: 0, flex: 1 }}>
                {onOpen && row.productId ? (
                  <UnstyledButton
                    onClick={() => onOpen(row)}
                    style={{ maxWidth: '100%', textDecoration: 'underline' }}
                    aria-label={t('managers.common.openBottle', { name, id: lastSix(row.id) })}
                  >
                    <Text fw={600} size="sm" truncate>
                      {name}
                    </Text>
                  </UnstyledButton>
                ) : (
                  <Text fw={600} size="sm" truncate>
                    {name}
                  </Text>
                )}
                <Text size="xs" c="dimmed" truncate>
                  {details.join(' · ')}
                </Text>
              </Box>
              <Text size="xs" ff="monospace" style={{ flexShrink: 0 }} data-testid="bottle-id">
                {idText(row.id)}
              </Text>
            </Group>
          );
        })}
      </ul>
    </div>
  );
}
