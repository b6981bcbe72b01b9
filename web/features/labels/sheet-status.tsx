import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Sheet } from './use-label-print.js';

/** The sheet made: ready in its window (with how many manual entries got an id), or blocked. */
export function SheetStatus({ sheet }: { sheet: Sheet }) {
  const { t } = useTranslation();
  const ready =
    sheet.assigned === null
      ? t('managers.labels.ready', { count: sheet.count })
      : t('managers.labels.bottlesReady', { count: sheet.count });
  return (
    <Alert color={sheet.blocked ? 'yellow' : 'green'} role="status">
      <Stack gap={4}>
        <Text size="sm">{sheet.blocked ? t('managers.labels.blocked') : ready}</Text>
        {sheet.assigned !== null && (
          <Text size="sm">{t('managers.labels.assigned', { count: sheet.assigned })}</Text>
        )}
        {sheet.blocked && (
          <Anchor href={sheet.url} target="_blank" rel="noopener" size="sm">
            {t('managers.labels.openSheet')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
