import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesPreview } from '../../../domain/sales-api.js';
import { whenText } from '../imports/index.js';
import { dayText } from './day-text.js';

/**
 * What stands in the way of an import: the same file imported before (when, by whom), or days
 * another file already has, which `Replace` replaces (their earlier lines go).
 */
export function SalesNotices(props: {
  preview: SalesPreview;
  disabled: boolean;
  onReplace: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { preview } = props;
  const language = i18n.resolvedLanguage ?? 'en';
  if (preview.alreadyImported) {
    const earlier = preview.alreadyImported;
    return (
      <Alert color="orange" role="alert">
        {t('sales.import.already', {
          by: earlier.by,
          at: whenText(earlier.at, language),
          file: earlier.fileName,
        })}
      </Alert>
    );
  }
  if (preview.importedDays.length === 0) return null;
  const blocked = !preview.mapped || preview.errorCount > 0 || preview.lines === 0;
  return (
    <Alert color="orange" data-testid="sales-days-taken">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t('sales.import.daysTaken', {
            list: preview.importedDays.map((day) => dayText(day, language)).join(', '),
          })}
        </Text>
        <Button
          mih={44}
          color="orange"
          onClick={props.onReplace}
          disabled={props.disabled || blocked}
        >
          {t('sales.import.replace')}
        </Button>
      </Stack>
    </Alert>
  );
}
