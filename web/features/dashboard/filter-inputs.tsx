import { Autocomplete, Group, NumberInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterSuggestions, type NumberRange } from '../../../domain/inventory-filters.js';

/** Shows every option it is given: the suggestions are already filtered (filterSuggestions). */
const keepAll = ({ options }: { options: unknown[] }) => options as never;

/**
 * A multi-add filter input: typing suggests the values that contain the text (case and accents
 * ignored); choosing one toggles it in or out of the filter, and the box empties for the next.
 */
export function MultiValueInput({
  label,
  options,
  selected,
  onToggle,
}: {
  label: string;
  /** Display labels to choose from. */
  options: readonly string[];
  /** Display labels already chosen (marked with a check). */
  selected: readonly string[];
  onToggle: (label: string) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const submitted = useRef(false);
  const data = filterSuggestions(options, typed, 30);
  return (
    <Autocomplete
      size="sm"
      label={label}
      placeholder={t('dashboard.filters.addPlaceholder')}
      value={typed}
      data={data}
      filter={keepAll}
      renderOption={({ option }) => (
        <span>
          {selected.includes(option.value) ? '✓ ' : ''}
          {option.value}
        </span>
      )}
      onChange={(value) => {
        // Mantine writes the chosen option into the box after onOptionSubmit; keep it empty.
        if (submitted.current) {
          submitted.current = false;
          setTyped('');
          return;
        }
        setTyped(value);
      }}
      onOptionSubmit={(value) => {
        submitted.current = true;
        onToggle(value);
        setTyped('');
      }}
      comboboxProps={{ zIndex: 300 }}
    />
  );
}

export function RangeInput({
  label,
  range,
  step,
  decimalScale,
  onChange,
}: {
  label: string;
  range: NumberRange;
  step: number;
  decimalScale?: number;
  onChange: (range: NumberRange) => void;
}) {
  const { t } = useTranslation();
  const toNumber = (value: string | number) =>
    value === '' || value === null ? null : typeof value === 'number' ? value : Number(value);
  const bound = (which: 'min' | 'max') => (
    <NumberInput
      size="sm"
      label={t('dashboard.filters.rangeLabel', { label, bound: t(`dashboard.filters.${which}`) })}
      value={range[which] ?? ''}
      step={step}
      min={0}
      decimalScale={decimalScale}
      hideControls
      onChange={(value) => {
        const parsed = toNumber(value);
        onChange({ ...range, [which]: parsed === null || Number.isNaN(parsed) ? null : parsed });
      }}
      style={{ flex: 1 }}
    />
  );
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      {bound('min')}
      {bound('max')}
    </Group>
  );
}
