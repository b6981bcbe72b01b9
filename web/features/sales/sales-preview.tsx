import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesPreview } from '../../../domain/sales-api.js';
import { dayText } from './day-text.js';

/** What importing the file would add: its days, lines, items and quantities; its unreadable rows. */
export function SalesPreviewSummary({ preview }: { preview: SalesPreview }) {
  const { t, i18n } = useTranslation();
  const first = preview.days[0];
  const last = preview.days[preview.days.length - 1];
  return (
    <Stack gap="xs" data-testid="sales-preview">
      <Title order={4} fz="md">
        {t('sales.preview.title')}
      </Title>
      <Text size="sm">
        {[
          t('sales.preview.days', { count: preview.days.length }),
          t('sales.preview.lines', { count: preview.lines }),
          t('sales.preview.items', { count: preview.itemCount }),
          t('sales.sold', { count: preview.quantity }),
        ].join(' · ')}
      </Text>
      {first && last && (
        <Text size="sm">
          {t('sales.preview.range', {
            first: dayText(first, i18n.language),
            last: dayText(last, i18n.language),
          })}
        </Text>
      )}
      {preview.skipped > 0 && (
        <Text size="sm" c="dimmed">
          {t('sales.preview.skipped', { count: preview.skipped })}
        </Text>
      )}
      {preview.items.length > 0 && (
        <List size="sm" spacing={2}>
          {preview.items.slice(0, 10).map((item) => (
            <List.Item key={item.item}>
              {t('sales.preview.itemSold', { item: item.item, quantity: item.quantity })}
            </List.Item>
          ))}
        </List>
      )}
      {preview.errorCount > 0 && (
        <Alert
          color="red"
          role="alert"
          title={t('sales.preview.errors', { count: preview.errorCount })}
        >
          <List size="sm" spacing={2}>
            {preview.errors.map((error) => (
              <List.Item key={error.row}>
                {t('sales.preview.row', {
                  row: error.row,
                  reason: t(`sales.preview.reasons.${error.reason}`, { value: error.value }),
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
