import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldVisibility } from '../../../domain/field-visibility.js';
import { cleanPriceInput } from '../../../domain/price-input.js';
import { currentLanguage } from '../../lib/i18n.js';
import { useLiveState } from '../../lib/live-store.js';
import { FoldSection, summaryOf } from '../../lib/ui/fold-section.js';
import { BarcodeField } from '../barcode-field/index.js';
import { NoSubcategoryHint } from '../categories/index.js';
import { BlendRows } from './blend-rows.js';
import type { FieldErrors, FormState, TextField } from './form-state.js';

interface ProductFieldsProps {
  form: FormState;
  onChange: (patch: Partial<FormState>) => void;
  /** Read-only while the wine info is locked. */
  locked: boolean;
  /** The private-import flag is also the format's: it stays usable while the format is. */
  formatLocked: boolean;
  errors: FieldErrors;
}

/** Where the wine comes from: a section of its own, folded on a phone until it holds something. */
const ORIGIN = [
  'country',
  'region',
  'subregion',
  'appellation',
  'classification',
  'regulatedDesignation',
] as const satisfies readonly TextField[];

/** The profile's own fields, shown by category (docs/product.md §5 field visibility). */
export function ProductFields({
  form,
  onChange,
  locked,
  formatLocked,
  errors,
}: ProductFieldsProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const categories = useLiveState((s) => s.data?.categories);
  const colors = useLiveState((s) => s.data?.colors);
  const visible = fieldVisibility(form.mainCategory);
  const categoryList = [...(categories?.values() ?? [])].sort((a, b) => a.position - b.position);
  const category = categories?.get(form.mainCategory);
  const colorList = [...(colors?.values() ?? [])].sort((a, b) => a.position - b.position);

  const origin = ORIGIN.filter((field) => field === 'classification' || visible[field]);

  const text = (field: TextField, label: string, required = false) => (
    <TextInput
      key={field}
      label={label}
      required={required}
      value={form[field]}
      error={errors[field]}
      disabled={locked}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
    />
  );

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {text('name', t('inventory.fields.name'), true)}
        {text('producer', t('inventory.fields.producer'))}
        <Select
          label={t('inventory.fields.mainCategory')}
          required
          data={categoryList.map((item) => ({ value: item.key, label: item[language] }))}
          value={form.mainCategory || null}
          disabled={locked}
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
          disabled={locked || !category}
          description={
            category?.subcategories.length === 0 && <NoSubcategoryHint category={category} />
          }
          onChange={(value) => onChange({ subCategory: value ?? '' })}
        />
        {visible.style && text('style', t('inventory.fields.style'))}
        <Select
          label={t('inventory.fields.color')}
          data={colorList.map((item) => item.name)}
          value={form.color || null}
          disabled={locked}
          clearable
          onChange={(value) => onChange({ color: value ?? '' })}
        />
        {text('supplier', t('inventory.fields.supplier'))}
        <TextInput
          label={t('inventory.fields.alcohol')}
          inputMode="decimal"
          value={form.alcoholPercentage}
          error={errors.alcoholPercentage}
          disabled={locked}
          onChange={(event) =>
            onChange({ alcoholPercentage: cleanPriceInput(event.currentTarget.value) })
          }
        />
        <BarcodeField
          label={t('inventory.fields.barcode')}
          value={form.barcode}
          error={errors.barcode}
          disabled={locked}
          description={t('inventory.form.barcodeHint')}
          onChange={(barcode) => onChange({ barcode })}
        />
      </SimpleGrid>
      <FoldSection
        title={t('inventory.form.sections.origin')}
        summary={summaryOf(origin.map((field) => form[field]))}
        invalid={origin.some((field) => errors[field] !== undefined)}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          {origin.map((field) => text(field, t(`inventory.fields.${field}`)))}
        </SimpleGrid>
      </FoldSection>
      {visible.varieties && (
        <BlendRows
          testId="variety-rows"
          label={t('inventory.fields.varieties')}
          addLabel={t('inventory.form.addVariety')}
          rows={form.varieties}
          error={errors.varieties}
          disabled={locked}
          onChange={(varieties) => onChange({ varieties })}
        />
      )}
      {visible.grains && (
        <BlendRows
          testId="grain-rows"
          label={t('inventory.fields.grains')}
          addLabel={t('inventory.form.addGrain')}
          rows={form.grains}
          error={errors.grains}
          disabled={locked}
          onChange={(grains) => onChange({ grains })}
        />
      )}
      <Checkbox
        label={t('inventory.fields.privateImport')}
        checked={form.isPrivateImport}
        disabled={locked && formatLocked}
        onChange={(event) => onChange({ isPrivateImport: event.currentTarget.checked })}
      />
    </>
  );
}
