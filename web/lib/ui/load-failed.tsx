import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What could not be read (`text`: a list, a report, a wine's bottles) and a button that reads it
 * again: the same look and the same words wherever something loads.
 */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{text}</Text>
        <Button variant="default" size="xs" onClick={onRetry}>
          {t('admin.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
