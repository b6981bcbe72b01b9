import { Group, Select, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRESETS, type Preset } from './period.js';

interface PeriodPickerProps {
  preset: Preset;
  onPreset: (preset: Preset) => void;
  /** A custom period's first and last days, as the date fields hold them. */
  first: string;
  onFirst: (day: string) => void;
  last: string;
  onLast: (day: string) => void;
  /** The period the reports show, in words, once the screen is ready. */
  periodText: string | undefined;
}

/** The Reports' period: a preset, or Custom with its first and last days. */
export function PeriodPicker(props: PeriodPickerProps) {
  const { preset, first, last, periodText } = props;
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('reports.period')}
        size="xs"
        w={170}
        allowDeselect={false}
        value={preset}
        onChange={(value) => value && props.onPreset(value as Preset)}
        data={PRESETS.map((name) => ({ value: name, label: t(`reports.presets.${name}`) }))}
      />
      {preset === 'custom' && (
        <>
          <TextInput
            type="date"
            size="xs"
            label={t('reports.firstDay')}
            value={first}
            onChange={(event) => props.onFirst(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            size="xs"
            label={t('reports.lastDay')}
            value={last}
            onChange={(event) => props.onLast(event.currentTarget.value)}
          />
        </>
      )}
      {periodText !== undefined && (
        <Text size="sm" c="dimmed" data-testid="report-period">
          {periodText}
        </Text>
      )}
    </Group>
  );
}
