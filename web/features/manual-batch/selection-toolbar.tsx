import { Checkbox, Group, Select, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Location } from '../../../domain/restaurant.js';
import type { LocationFilter } from '../../lib/bottle-rows.js';
import type { BottleSelection } from './use-bottle-selection.js';

const ALL = '__all__';
const UNASSIGNED = '__unassigned__';

function filterValue(filter: LocationFilter): string {
  if (filter.kind === 'all') return ALL;
  return filter.kind === 'unassigned' ? UNASSIGNED : filter.id;
}

function filterOf(value: string | null): LocationFilter {
  if (value === null || value === ALL) return { kind: 'all' };
  return value === UNASSIGNED ? { kind: 'unassigned' } : { kind: 'location', id: value };
}

/** The filter box, the location filter (optional) and Select all over the filtered bottles. */
export function SelectionToolbar({
  selection,
  locations,
  total,
}: {
  selection: BottleSelection;
  /** Omit to leave out the location filter (all the bottles listed are in one place). */
  locations?: readonly Location[];
  total: number;
}) {
  const { t } = useTranslation();
  const shown = selection.filtered.length;
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('managers.common.filter')}
          placeholder={t('managers.common.filterPlaceholder')}
          value={selection.query}
          onChange={(event) => selection.setQuery(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
          type="search"
        />
        {locations && (
          <Select
            label={t('managers.common.locationFilter')}
            data={[
              { value: ALL, label: t('managers.common.allLocations') },
              ...locations.map((location) => ({ value: location.id, label: location.name })),
              { value: UNASSIGNED, label: t('managers.common.unassigned') },
            ]}
            value={filterValue(selection.location)}
            onChange={(value) => selection.setLocation(filterOf(value))}
            allowDeselect={false}
            style={{ flex: '1 1 180px' }}
          />
        )}
      </Group>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Checkbox
          label={t('managers.common.selectAll', { count: shown })}
          checked={selection.allState === 'all'}
          indeterminate={selection.allState === 'some'}
          disabled={shown === 0}
          onChange={selection.toggleAll}
        />
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="selection-count">
          {t('managers.common.selectedOf', {
            count: selection.ids.length,
            shown,
            total,
          })}
        </Text>
      </Group>
    </>
  );
}
