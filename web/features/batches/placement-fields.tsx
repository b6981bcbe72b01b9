import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLiveState } from '../../lib/live-store.js';

interface PlacementFieldsProps {
  locationId: string | null;
  bin: string;
  onChange: (locationId: string | null, bin: string) => void;
  locationLabel?: string;
  binLabel?: string;
  locationError?: string | null;
}

/** Location and bin pickers; the bin list follows the chosen location. */
export function PlacementFields({
  locationId,
  bin,
  onChange,
  locationLabel,
  binLabel,
  locationError,
}: PlacementFieldsProps) {
  const { t } = useTranslation();
  const locations = useLiveState((s) => s.data?.locations);
  const list = [...(locations?.values() ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const location = locationId ? locations?.get(locationId) : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={locationLabel ?? t('scanning.common.location')}
        placeholder={t('scanning.common.unassigned')}
        data={list.map((item) => ({ value: item.id, label: item.name }))}
        value={locationId}
        clearable
        error={locationError}
        onChange={(value) => onChange(value, '')}
      />
      <Select
        label={binLabel ?? t('scanning.common.bin')}
        placeholder={t('scanning.common.unbinned')}
        data={location?.bins ?? []}
        value={bin || null}
        disabled={!location}
        clearable
        onChange={(value) => onChange(locationId, value ?? '')}
      />
    </SimpleGrid>
  );
}
