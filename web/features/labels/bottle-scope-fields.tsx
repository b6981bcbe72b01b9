import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BottleLabelsRequest } from '../../../domain/bottle-labels.js';
import { LocationBinSelects } from '../locations/index.js';

export interface BottleScope {
  which: 'selection' | 'place' | 'manual';
  locationId: string | null;
  bin: string;
}

/** The request for the scope chosen, or null while a location is still to be chosen. */
export function scopeRequest(
  scope: BottleScope,
  selected: readonly string[],
): BottleLabelsRequest | null {
  if (scope.which === 'selection')
    return selected.length > 0 ? { scope: 'bottles', ids: [...selected] } : null;
  if (scope.which === 'manual') return { scope: 'manual' };
  if (scope.locationId === null) return null;
  return { scope: 'place', locationId: scope.locationId, ...(scope.bin ? { bin: scope.bin } : {}) };
}

const WHICH = ['selection', 'place', 'manual'] as const;
// Each choice's whole row takes the tap: 44 px tall at least on a phone.
const ROW = { body: { minHeight: 44, alignItems: 'center' } };

/** Which bottles get labels: the manager's selection, a location or one of its bins, or every manual entry. */
export function BottleScopeFields({
  scope,
  selectedCount,
  onChange,
  locationError,
}: {
  scope: BottleScope;
  selectedCount: number;
  onChange: (scope: BottleScope) => void;
  locationError: string | null;
}) {
  const { t } = useTranslation();
  const labels = {
    selection: t('managers.labels.selection', { count: selectedCount }),
    place: t('managers.labels.place'),
    manual: t('managers.labels.allManual'),
  };
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('managers.labels.which')}
        value={scope.which}
        onChange={(value) => {
          const which = WHICH.find((candidate) => candidate === value);
          if (which) onChange({ ...scope, which });
        }}
      >
        <Stack gap={0} mt={4}>
          {WHICH.map((which) => (
            <Radio
              key={which}
              value={which}
              label={labels[which]}
              disabled={which === 'selection' && selectedCount === 0}
              styles={ROW}
            />
          ))}
        </Stack>
      </Radio.Group>
      {scope.which === 'place' && (
        <LocationBinSelects
          locationId={scope.locationId}
          bin={scope.bin}
          locationError={locationError}
          onChange={(locationId, bin) => onChange({ ...scope, locationId, bin })}
        />
      )}
    </Stack>
  );
}
