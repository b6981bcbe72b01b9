import { NumberInput, SimpleGrid, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LocationBinSelects } from '../locations/index.js';
import type { FieldErrors, FormState } from './form-state.js';

interface PlacementFieldsProps {
  form: FormState;
  onChange: (patch: Partial<FormState>) => void;
  showCount: boolean;
  showPlacement: boolean;
  /** An existing bottle: location stays usable with a count of 0. */
  hasBottle: boolean;
  errors: FieldErrors;
}

/** How many bottles to add, and where they (or the bottle edited) go. */
export function PlacementFields({
  form,
  onChange,
  showCount,
  showPlacement,
  hasBottle,
  errors,
}: PlacementFieldsProps) {
  const { t } = useTranslation();
  const count = Number(form.count.trim() || '0');
  // Location and bin need something to place: bottles to add or the bottle being edited.
  const placementDisabled = !hasBottle && !(count > 0);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
      {showCount && (
        <NumberInput
          label={t('inventory.fields.count')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={form.count}
          error={errors.count}
          onChange={(value) => onChange({ count: String(value) })}
        />
      )}
      {showPlacement && (
        <LocationBinSelects
          locationId={form.locationId}
          bin={form.bin}
          disabled={placementDisabled}
          onChange={(locationId, bin) => onChange({ locationId, bin })}
        />
      )}
      {showPlacement && hasBottle && (
        <Textarea
          label={t('inventory.fields.notes')}
          autosize
          minRows={2}
          style={{ gridColumn: '1 / -1' }}
          value={form.notes}
          error={errors.notes}
          onChange={(event) => onChange({ notes: event.currentTarget.value })}
        />
      )}
    </SimpleGrid>
  );
}
