import { NumberInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const MAX_LABELS = 300;

/** How many new label ids to reserve and print (1..300). */
export function NewLabelsFields({
  count,
  onChange,
  valid,
}: {
  count: number | string;
  onChange: (count: number | string) => void;
  valid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm">{t('managers.labels.intro')}</Text>
      <NumberInput
        label={t('managers.labels.count')}
        description={t('managers.labels.countHint', { max: MAX_LABELS })}
        min={1}
        max={MAX_LABELS}
        step={30}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        value={count}
        onChange={onChange}
        error={valid ? undefined : t('managers.labels.countInvalid', { max: MAX_LABELS })}
      />
    </>
  );
}
