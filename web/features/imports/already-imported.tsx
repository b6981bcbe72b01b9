import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AlreadyImported as Earlier } from '../../../domain/import-api.js';
import { whenText } from './when-text.js';

/**
 * The file's very content was imported before and is still in the cellar (decision 0022): when,
 * by whom, under which name. `Import` waits; importing it again is its own, deliberate button.
 */
export function AlreadyImported(props: {
  earlier: Earlier;
  bottles: number;
  disabled: boolean;
  onImportAgain: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { earlier } = props;
  return (
    <Alert color="orange" title={t('exports.imports.alreadyTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t('exports.imports.alreadyText', {
            when: whenText(earlier.at, i18n.resolvedLanguage ?? 'en'),
            who: earlier.by || t('exports.imports.pastSomeone'),
            name: earlier.fileName || t('exports.imports.pastNoName'),
          })}
        </Text>
        <Button
          variant="default"
          mih={44}
          onClick={props.onImportAgain}
          disabled={props.disabled || props.bottles === 0}
        >
          {t('exports.imports.importAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
