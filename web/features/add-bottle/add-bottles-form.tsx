import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bottlesOfFormat } from '../../../domain/bottle-counts.js';
import type { Product } from '../../../domain/inventory.js';
import { vintageText } from '../../lib/display.js';
import { FormActions } from '../../lib/ui/form-actions.js';
import { useCan } from '../auth/index.js';
import { LocationBinSelects } from '../locations/index.js';
import { type AddBottles, NEW_FORMAT } from './use-add-bottles.js';

interface AddBottlesFormProps {
  state: AddBottles;
  product: Product;
  /** Opened from a wine: its profile cannot be changed here. */
  presetProduct: boolean;
  onScanInstead: () => void;
}

/** Add Bottle's second step: the format (or a new one), how many bottles, and where they go. */
export function AddBottlesForm({
  state,
  product,
  presetProduct,
  onScanInstead,
}: AddBottlesFormProps) {
  const { t } = useTranslation();
  const { formatValue } = state;
  // A new format is a change to the wine: only for a role that may.
  const canAddFormat = useCan('edit-products');
  const countOf = (formatId: string) => bottlesOfFormat(state.data?.counts.get(formatId));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void state.add();
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={700} data-testid="add-bottle-profile">
              {product.name}
            </Text>
            <Text size="sm" c="dimmed">
              {product.producer || t('inventory.common.na')}
            </Text>
          </Stack>
          {!presetProduct && (
            <Button variant="subtle" size="xs" onClick={state.unpick}>
              {t('inventory.add.changeProfile')}
            </Button>
          )}
        </Group>
        <Select
          label={t('inventory.add.format')}
          allowDeselect={false}
          data={[
            ...state.formats.map((format) => ({
              value: format.id,
              label: t('inventory.detail.formatButton', {
                vintage: vintageText(format.vintage),
                size: format.bottleSize,
                count: countOf(format.id),
              }),
            })),
            ...(canAddFormat ? [{ value: NEW_FORMAT, label: t('inventory.add.newFormat') }] : []),
          ]}
          value={formatValue}
          onChange={state.setFormatValue}
        />
        {formatValue === NEW_FORMAT && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('inventory.fields.vintage')}
              value={state.vintage}
              onChange={(event) => state.setVintage(event.currentTarget.value)}
            />
            <NumberInput
              label={t('inventory.fields.bottleSize')}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              value={state.size}
              onChange={state.setSize}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput
            label={t('inventory.add.quantity')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            value={state.quantity}
            onChange={state.setQuantity}
          />
          <LocationBinSelects
            locationId={state.place.locationId}
            bin={state.place.bin}
            onChange={(locationId, bin) => state.setPlace({ locationId, bin })}
          />
        </SimpleGrid>
        <FormActions
          saving={state.saving}
          onCancel={state.close}
          error={state.error}
          saveLabel={t('inventory.add.submit')}
          saveDisabled={!(state.count >= 1) || formatValue === null}
          other={
            <Button
              variant="light"
              disabled={!formatValue || formatValue === NEW_FORMAT || state.saving}
              onClick={onScanInstead}
            >
              {t('scanning.batch.scanInstead')}
            </Button>
          }
        />
      </Stack>
    </form>
  );
}
