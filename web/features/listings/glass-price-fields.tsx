import { SimpleGrid, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanPriceInput } from '../../../domain/price-input.js';

interface GlassPriceFieldsProps {
  price3oz: string;
  price5oz: string;
  /** The 3oz field, focused when a listing is opened for editing. */
  price3Ref: Ref<HTMLInputElement>;
  onChange: (prices: { price3oz: string } | { price5oz: string }) => void;
}

/** A glass listing's two prices, as typed: only what a price may hold is kept. */
export function GlassPriceFields({
  price3oz,
  price5oz,
  price3Ref,
  onChange,
}: GlassPriceFieldsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={2} spacing="sm">
      <TextInput
        ref={price3Ref}
        label={t('glass.price3oz')}
        value={price3oz}
        onChange={(event) => onChange({ price3oz: cleanPriceInput(event.currentTarget.value) })}
        inputMode="decimal"
        autoComplete="off"
        maxLength={10}
      />
      <TextInput
        label={t('glass.price5oz')}
        value={price5oz}
        onChange={(event) => onChange({ price5oz: cleanPriceInput(event.currentTarget.value) })}
        inputMode="decimal"
        autoComplete="off"
        maxLength={10}
      />
    </SimpleGrid>
  );
}
