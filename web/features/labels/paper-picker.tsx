import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Paper } from './label-page.js';

/** A4 or US Letter, with the label layout each prints. */
export function PaperPicker({
  paper,
  onChange,
}: {
  paper: Paper;
  onChange: (paper: Paper) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="labels-paper">
        {t('managers.labels.paper')}
      </Text>
      <SegmentedControl
        aria-labelledby="labels-paper"
        fullWidth
        value={paper}
        onChange={(value) => onChange(value === 'letter' ? 'letter' : 'a4')}
        data={[
          { value: 'a4', label: t('managers.labels.a4') },
          { value: 'letter', label: t('managers.labels.letter') },
        ]}
      />
      <Text size="xs" c="dimmed">
        {paper === 'a4' ? t('managers.labels.a4Layout') : t('managers.labels.letterLayout')}
      </Text>
    </Stack>
  );
}
