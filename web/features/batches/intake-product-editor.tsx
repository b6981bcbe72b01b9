import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BarcodeMatch } from '../../../domain/catalog.js';
import { fieldVisibility, missingRequiredFields } from '../../../domain/field-visibility.js';
import { DEFAULT_BOTTLE_SIZE_ML } from '../../../domain/inventory.js';
import { currentLanguage } from '../../lib/i18n.js';
import { createProduct } from '../../lib/inventory-api.js';
import { useLiveState } from '../../lib/live-store.js';
import { missingFieldLabels } from '../../lib/missing-fields.js';
import { errorText } from '../../lib/server-error.js';
import { FormActions } from '../../lib/ui/form-actions.js';
import { useSave } from '../../lib/use-save.js';
import type { IntakeProduct } from './intake-state.js';

interface IntakeProductEditorProps {
  barcode: string;
  /** A catalog match to start from, when the lookup found one. */
  match: BarcodeMatch['product'] | null;
  onSaved: (product: IntakeProduct) => void;
  onCancel: () => void;
}

/** The product editor for an unknown barcode (docs/product.md §4): saving returns to confirming. */
export function IntakeProductEditor({
  barcode,
  match,
  onSaved,
  onCancel,
}: IntakeProductEditorProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const categories = useLiveState((s) => s.data?.categories);
  const list = [...(categories?.values() ?? [])].sort((a, b) => a.position - b.position);
  const [name, setName] = useState(match?.name ?? '');
  const [producer, setProducer] = useState(match?.producer ?? '');
  const [mainCategory, setMainCategory] = useState<string | null>(
    (match?.mainCategory && categories?.has(match.mainCategory) ? match.mainCategory : null) ??
      list[0]?.key ??
      null,
  );
  const [subCategory, setSubCategory] = useState<string | null>(null);
  const [vintage, setVintage] = useState(String(new Date().getFullYear()));
  const [size, setSize] = useState(String(DEFAULT_BOTTLE_SIZE_ML));
  const [error, setError] = useState<string | null>(null);
  const { saving, save: run } = useSave();
  const category = mainCategory ? categories?.get(mainCategory) : undefined;
  const showVintage = mainCategory ? fieldVisibility(mainCategory).vintage : true;

  const save = async () => {
    const missing = missingRequiredFields({
      name,
      mainCategory: mainCategory ?? '',
      subCategory: subCategory ?? '',
      vintage,
    });
    if (missing.length > 0 || !mainCategory || !subCategory) {
      setError(t('scanning.intake.missing', { fields: missingFieldLabels(t, missing) }));
      return;
    }
    setError(null);
    await run(
      async () => {
        const saved = await createProduct({
          product: {
            name: name.trim(),
            producer: producer.trim(),
            country: match?.country ?? '',
            region: match?.region ?? '',
            appellation: match?.appellation ?? '',
            mainCategory,
            subCategory,
            varieties: match?.varieties ?? [],
            barcode,
          },
          format: {
            vintage: showVintage ? vintage.trim() : '',
            bottleSize: Number(size) || DEFAULT_BOTTLE_SIZE_ML,
          },
        });
        onSaved({
          productId: saved.product.id,
          formatId: saved.format.id,
          name: saved.product.name,
          producer: saved.product.producer,
          source: 'manual',
        });
      },
      (caught) => setError(errorText(t, caught, t('scanning.messages.genericFailed'))),
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm" data-testid="intake-editor">
        <Text fw={700}>{t('scanning.intake.editorTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('scanning.intake.editorHint', { code: barcode })}
        </Text>
        <TextInput
          label={t('scanning.intake.name')}
          required
          value={name}
          data-autofocus
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextInput
          label={t('scanning.intake.producer')}
          value={producer}
          onChange={(event) => setProducer(event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('scanning.intake.mainCategory')}
            required
            allowDeselect={false}
            data={list.map((item) => ({ value: item.key, label: item[language] || item.en }))}
            value={mainCategory}
            onChange={(value) => {
              setMainCategory(value);
              setSubCategory(null);
            }}
          />
          <Select
            label={t('scanning.intake.subCategory')}
            required
            disabled={!category}
            data={(category?.subcategories ?? []).map((item) => ({
              value: item.key,
              label: item[language] || item.en,
            }))}
            value={subCategory}
            onChange={setSubCategory}
          />
          {showVintage && (
            <TextInput
              label={t('scanning.intake.vintage')}
              value={vintage}
              onChange={(event) => setVintage(event.currentTarget.value)}
            />
          )}
          <TextInput
            label={t('scanning.intake.bottleSize')}
            inputMode="numeric"
            value={size}
            onChange={(event) => setSize(event.currentTarget.value.replace(/\D/g, ''))}
          />
        </SimpleGrid>
        <FormActions
          saving={saving}
          onCancel={onCancel}
          error={error}
          cancelLabel={t('scanning.common.cancel')}
          saveLabel={t('scanning.intake.saveProduct')}
        />
      </Stack>
    </form>
  );
}
