import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cleanPriceInput } from '../../../domain/price-input.js';
import { FoldSection, summaryOf } from '../../lib/ui/fold-section.js';
import type { BlendRow } from './form-state.js';

/**
 * A blend (grape varieties or grains): a name and a percentage per row, rows added and removed, in a
 * section of the form titled by the blend's label.
 */
export function BlendRows({
  label,
  addLabel,
  rows,
  disabled,
  error,
  onChange,
  testId,
}: {
  label: string;
  addLabel: string;
  rows: BlendRow[];
  disabled: boolean;
  /** What is wrong with the blend (a share over 100 %, a name too long). */
  error: string | undefined;
  onChange: (rows: BlendRow[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<BlendRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <FoldSection
      title={label}
      summary={summaryOf(
        rows.map((row) => (row.pct.trim() ? `${row.name} ${row.pct} %` : row.name)),
      )}
      invalid={error !== undefined}
    >
      <Stack gap={6} data-testid={testId}>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
          <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              aria-label={`${label} ${index + 1}`}
              placeholder={t('inventory.form.blendName')}
              value={row.name}
              error={error !== undefined}
              disabled={disabled}
              onChange={(event) => set(index, { name: event.currentTarget.value })}
            />
            <TextInput
              w={80}
              aria-label={`${t('inventory.form.percent')} ${index + 1}`}
              placeholder="%"
              inputMode="decimal"
              value={row.pct}
              error={error !== undefined}
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
        {error && (
          <Text c="red" size="xs">
            {error}
          </Text>
        )}
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
    </FoldSection>
  );
}
