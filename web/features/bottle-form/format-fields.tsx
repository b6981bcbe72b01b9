import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldVisibility } from '../../../domain/field-visibility.js';
import { cleanPriceInput } from '../../../domain/price-input.js';
import { FoldSection, summaryOf } from '../../lib/ui/fold-section.js';
import { useCan } from '../auth/index.js';
import type { FieldErrors, FormState } from './form-state.js';

interface FormatFieldsProps {
  form: FormState;
  onChange: (patch: Partial<FormState>) => void;
  locked: boolean;
  errors: FieldErrors;
}

/**
 * The format's fields: vintage (where the category has one) and size, then its prices and its tasting
 * notes in sections that fold on a phone.
 */
export function FormatFields({ form, onChange, locked, errors }: FormatFieldsProps) {
  const { t } = useTranslation();
  const visible = fieldVisibility(form.mainCategory);
  // Staff see a format locked in Edit Bottle, and never its cost.
  const seesCosts = useCan('see-costs');
  const money = (field: 'cost' | 'price') => (
    <TextInput
      label={t(`inventory.fields.${field}`)}
      inputMode="decimal"
      value={form[field]}
      error={errors[field]}
      disabled={locked}
      onChange={(event) => onChange({ [field]: cleanPriceInput(event.currentTarget.value) })}
    />
  );
  const weight = (field: 'fullWeightGrams' | 'emptyWeightGrams') => (
    <TextInput
      label={t(`inventory.fields.${field}`)}
      inputMode="numeric"
      value={form[field]}
      error={errors[field]}
      disabled={locked}
      onChange={(event) => onChange({ [field]: event.currentTarget.value.replace(/\D/g, '') })}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {visible.vintage && (
          <TextInput
            label={t('inventory.fields.vintage')}
            required
            value={form.vintage}
            error={errors.vintage}
            disabled={locked}
            onChange={(event) => onChange({ vintage: event.currentTarget.value })}
          />
        )}
        <NumberInput
          label={t('inventory.fields.bottleSize')}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          value={form.bottleSize}
          error={errors.bottleSize}
          disabled={locked}
          onChange={(value) => onChange({ bottleSize: String(value) })}
        />
      </SimpleGrid>
      <FoldSection
        title={t('inventory.form.sections.prices')}
        summary={summaryOf([
          seesCosts && form.cost.trim() ? `${t('inventory.fields.cost')} ${form.cost}` : '',
          form.price.trim() && `${t('inventory.fields.price')} ${form.price}`,
        ])}
        invalid={errors.cost !== undefined || errors.price !== undefined}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          {seesCosts && money('cost')}
          {money('price')}
        </SimpleGrid>
      </FoldSection>
      <FoldSection
        title={t('inventory.form.sections.weights')}
        summary={summaryOf([
          form.fullWeightGrams.trim() &&
            `${t('inventory.fields.fullWeightGrams')} ${form.fullWeightGrams}`,
          form.emptyWeightGrams.trim() &&
            `${t('inventory.fields.emptyWeightGrams')} ${form.emptyWeightGrams}`,
        ])}
        invalid={errors.fullWeightGrams !== undefined || errors.emptyWeightGrams !== undefined}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          {weight('fullWeightGrams')}
          {weight('emptyWeightGrams')}
        </SimpleGrid>
      </FoldSection>
      <FoldSection
        title={t('inventory.fields.tastingNotes')}
        summary={form.tastingNotes.trim()}
        invalid={errors.tastingNotes !== undefined}
      >
        {/* The section's title is the field's name: the box is named for readers only. */}
        <Textarea
          aria-label={t('inventory.fields.tastingNotes')}
          autosize
          minRows={2}
          value={form.tastingNotes}
          error={errors.tastingNotes}
          disabled={locked}
          onChange={(event) => onChange({ tastingNotes: event.currentTarget.value })}
        />
      </FoldSection>
    </>
  );
}
