import { Box, Checkbox, Group, Text, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { vintageText } from '../../../domain/format-rules.js';
import { countsAsManual } from '../../../domain/manual-id.js';
import { type BottleRow, selectionState } from '../../lib/bottle-rows.js';
import { lastSix } from '../../lib/display.js';

interface GroupRowProps {
  item: { label: string; ids: string[] };
  /** Its place in the virtualized list. */
  style: CSSProperties;
  selected: ReadonlySet<string>;
  onToggleMany: (ids: string[]) => void;
}

/** The heading of a group of bottles (one format), ticking or unticking them all. */
export function GroupRow({ item, style, selected, onToggleMany }: GroupRowProps) {
  const { t } = useTranslation();
  const state = selectionState(selected, item.ids);
  return (
    <Group
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

interface BottleRowItemProps {
  row: BottleRow;
  style: CSSProperties;
  checked: boolean;
  onToggle: (id: string) => void;
  onOpen?: (row: BottleRow) => void;
}

/** One bottle: its tick, its wine (a button when it opens), vintage, size, place and id. */
export function BottleRowItem({ row, style, checked, onToggle, onOpen }: BottleRowItemProps) {
  const { t } = useTranslation();
  const details = [
    vintageText(row.vintage),
    row.size === null ? null : t('managers.common.size', { size: row.size }),
    row.locationName ?? t('managers.common.unassigned'),
    row.bin ? t('managers.common.binTag', { bin: row.bin }) : null,
  ].filter((part): part is string => part !== null);
  const name = row.name || t('managers.common.unknownWine');
  const idText = countsAsManual(row.id)
    ? t('managers.common.manualEntry', { last6: lastSix(row.id) })
    : t('managers.common.id', { id: lastSix(row.id) });
  return (
    <Group
      component="li"
      data-testid="bottle-row"
      data-id={row.id}
      wrap="nowrap"
      gap="sm"
      style={style}
    >
      <Checkbox
        checked={checked}
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
        {idText}
      </Text>
    </Group>
  );
}
