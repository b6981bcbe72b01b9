import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLiveState } from '../../lib/live-store.js';

interface LocationBinSelectsProps {
  locationId: string | null;
  bin: string;
  /** A new location clears the bin (its bins are other bins). */
  onChange: (locationId: string | null, bin: string) => void;
  locationLabel?: string;
  binLabel?: string;
  locationError?: string | null;
  disabled?: boolean;
}

/**
 * The location and bin pickers of every form that places bottles: locations by name, the bin list
 * of the chosen location, the bin enabled only once there is a location (docs/product.md §5).
 */
export function LocationBinSelects({
  locationId,
  bin,
  onChange,
  locationLabel,
  binLabel,
  locationError,
  disabled = false,
}: LocationBinSelectsProps) {
  const { t } = useTranslation();
  const locations = useLiveState((s) => s.data?.locations);
  const list = [...(locations?.values() ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const location = locationId ? locations?.get(locationId) : undefined;
  return (
    <>
      <Select
        label={locationLabel ?? t('inventory.fields.location')}
        placeholder={t('inventory.common.unassigned')}
        data={list.map((item) => ({ value: item.id, label: item.name }))}
        value={locationId}
        disabled={disabled}
        clearable
        error={locationError}
        onChange={(value) => onChange(value, '')}
      />
      <Select
        label={binLabel ?? t('inventory.fields.bin')}
        placeholder={t('inventory.common.unbinned')}
        data={location?.bins ?? []}
        value={bin || null}
        disabled={disabled || !location}
        clearable
        onChange={(value) => onChange(locationId, value ?? '')}
      />
    </>
  );
}
