import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldVisibility } from '../../../domain/field-visibility.js';
import { cleanPriceInput } from '../../../domain/price-input.js';
import { currentLanguage } from '../../lib/i18n.js';
import { useLiveState } from '../../lib/live-store.js';
import { LocationBinSelects } from '../locations/index.js';
import type { BlendRow, FormState, TextField } from './form-state.js';

export interface FieldsProps {
  form: FormState;
  onChange: (patch: Partial<FormState>) => void;
  /** Product fields are read-only (wine info locked). */
  productLocked: boolean;
  /** Format fields (vintage, size, prices, notes) appear. */
  showFormat: boolean;
  formatLocked: boolean;
  /** Bottle count appears. */
  showCount: boolean;
  /** Location and bin appear. */
  showPlacement: boolean;
  /** An existing bottle: location stays usable with a count of 0. */
  hasBottle: boolean;
}

function BlendRows({
  label,
  addLabel,
  rows,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  addLabel: string;
  rows: BlendRow[];
  disabled: boolean;
  onChange: (rows: BlendRow[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<BlendRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Stack gap={6} data-testid={testId}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
        <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            style={{ flex: 1 }}
            aria-label={`${label} ${index + 1}`}
            placeholder={t('inventory.form.blendName')}
            value={row.name}
            disabled={disabled}
            onChange={(event) => set(index, { name: event.currentTarget.value })}
          />
          <TextInput
            w={80}
            aria-label={`${t('inventory.form.percent')} ${index + 1}`}
            placeholder="%"
            inputMode="decimal"
            value={row.pct}
            disabled={disabled}
            onChange={(event) => set(index, { pct: cleanPriceInput(event.currentTarget.value) })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`${t('inventory.form.removeRow')} ${index + 1}`}
            // At least one row always remains (docs/product.md §5).
            disabled={disabled || rows.length <= 1}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        disabled={disabled}
        onClick={() => onChange([...rows, { name: '', pct: '' }])}
      >
        {addLabel}
      </Button>
    </Stack>
  );
}

/** The fields of the bottle/profile form, shown by category (docs/product.md §5 field visibility). */
export function BottleFormFields({
  form,
  onChange,
  productLocked,
  showFormat,
  formatLocked,
  showCount,
  showPlacement,
  hasBottle,
}: FieldsProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const categories = useLiveState((s) => s.data?.categories);
  const colors = useLiveState((s) => s.data?.colors);
  const visible = fieldVisibility(form.mainCategory);

  const categoryList = [...(categories?.values() ?? [])].sort((a, b) => a.position - b.position);
  const category = categories?.get(form.mainCategory);
  const colorList = [...(colors?.values() ?? [])].sort((a, b) => a.position - b.position);

  const text = (field: TextField, label: string, required = false) => (
    <TextInput
      label={label}
      required={required}
      value={form[field]}
      disabled={productLocked}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
    />
  );

  const count = Number(form.count.trim() || '0');
  // Location and bin need something to place: bottles to add or the bottle being edited.
  const placementDisabled = !hasBottle && !(count > 0);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {text('name', t('inventory.fields.name'), true)}
        {text('producer', t('inventory.fields.producer'))}
        <Select
          label={t('inventory.fields.mainCategory')}
          required
          data={categoryList.map((item) => ({ value: item.key, label: item[language] }))}
          value={form.mainCategory || null}
          disabled={productLocked}
          allowDeselect={false}
          onChange={(value) => onChange({ mainCategory: value ?? '', subCategory: '' })}
        />
        <Select
          label={t('inventory.fields.subCategory')}
          required
          data={(category?.subcategories ?? []).map((item) => ({
            value: item.key,
            label: item[language],
          }))}
          value={form.subCategory || null}
          // Disabled until a main category is chosen (docs/product.md §5).
          disabled={productLocked || !category}
          onChange={(value) => onChange({ subCategory: value ?? '' })}
        />
        {visible.country && text('country', t('inventory.fields.country'))}
        {visible.region && text('region', t('inventory.fields.region'))}
        {visible.subregion && text('subregion', t('inventory.fields.subregion'))}
        {visible.appellation && text('appellation', t('inventory.fields.appellation'))}
        {text('classification', t('inventory.fields.classification'))}
        {visible.regulatedDesignation &&
          text('regulatedDesignation', t('inventory.fields.regulatedDesignation'))}
        {visible.style && text('style', t('inventory.fields.style'))}
        <Select
          label={t('inventory.fields.color')}
          data={colorList.map((item) => item.name)}
          value={form.color || null}
          disabled={productLocked}
          clearable
          onChange={(value) => onChange({ color: value ?? '' })}
        />
        {text('supplier', t('inventory.fields.supplier'))}
        <TextInput
          label={t('inventory.fields.alcohol')}
          inputMode="decimal"
          value={form.alcoholPercentage}
          disabled={productLocked}
          onChange={(event) =>
            onChange({ alcoholPercentage: cleanPriceInput(event.currentTarget.value) })
          }
        />
        <TextInput
          label={t('inventory.fields.barcode')}
          inputMode="numeric"
          value={form.barcode}
          disabled={productLocked}
          description={t('inventory.form.barcodeHint')}
          onChange={(event) => onChange({ barcode: event.currentTarget.value.trim() })}
        />
      </SimpleGrid>
      {visible.varieties && (
        <BlendRows
          testId="variety-rows"
          label={t('inventory.fields.varieties')}
          addLabel={t('inventory.form.addVariety')}
          rows={form.varieties}
          disabled={productLocked}
          onChange={(varieties) => onChange({ varieties })}
        />
      )}
      {visible.grains && (
        <BlendRows
          testId="grain-rows"
          label={t('inventory.fields.grains')}
          addLabel={t('inventory.form.addGrain')}
          rows={form.grains}
          disabled={productLocked}
          onChange={(grains) => onChange({ grains })}
        />
      )}
      <Checkbox
        label={t('inventory.fields.privateImport')}
        checked={form.isPrivateImport}
        disabled={productLocked && formatLocked}
        onChange={(event) => onChange({ isPrivateImport: event.currentTarget.checked })}
      />
      {showFormat && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          {visible.vintage && (
            <TextInput
              label={t('inventory.fields.vintage')}
              required
              value={form.vintage}
              disabled={formatLocked}
              onChange={(event) => onChange({ vintage: event.currentTarget.value })}
            />
          )}
          <NumberInput
            label={t('inventory.fields.bottleSize')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            value={form.bottleSize}
            disabled={formatLocked}
            onChange={(value) => onChange({ bottleSize: String(value) })}
          />
          <TextInput
            label={t('inventory.fields.cost')}
            inputMode="decimal"
            value={form.cost}
            disabled={formatLocked}
            onChange={(event) => onChange({ cost: cleanPriceInput(event.currentTarget.value) })}
          />
          <TextInput
            label={t('inventory.fields.price')}
            inputMode="decimal"
            value={form.price}
            disabled={formatLocked}
            onChange={(event) => onChange({ price: cleanPriceInput(event.currentTarget.value) })}
          />
          <Textarea
            label={t('inventory.fields.tastingNotes')}
            autosize
            minRows={2}
            style={{ gridColumn: '1 / -1' }}
            value={form.tastingNotes}
            disabled={formatLocked}
            onChange={(event) => onChange({ tastingNotes: event.currentTarget.value })}
          />
        </SimpleGrid>
      )}
      {(showCount || showPlacement) && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
          {showCount && (
            <NumberInput
              label={t('inventory.fields.count')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              value={form.count}
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
        </SimpleGrid>
      )}
    </Stack>
  );
}
