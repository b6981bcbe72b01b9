import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface RepricePromptProps {
  opened: boolean;
  saving: boolean;
  /** The save goes on, re-pricing the bottles on hand or not. */
  onChoose: (reprice: boolean) => void;
  /** Escape or a click outside: nothing is saved, the form stays open. */
  onDismiss: () => void;
}

/**
 * A format's cost changed: it is the cost of the next arrivals; should the bottles on hand that
 * came in no delivery take it too (decision 0042)? Each answer saves; closing the prompt does not.
 */
export function RepricePrompt({ opened, saving, onChoose, onDismiss }: RepricePromptProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={() => !saving && onDismiss()}
      title={t('costs.reprice.title')}
      centered
      size="sm"
      zIndex={400}
      closeOnEscape={false}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) onDismiss();
      }}
      withCloseButton={false}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="lg" data-testid="reprice-prompt">
        <Text>{t('costs.reprice.body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={saving}
            onClick={() => onChoose(false)}
            data-autofocus
          >
            {t('costs.reprice.no')}
          </Button>
          <Button loading={saving} onClick={() => onChoose(true)}>
            {t('costs.reprice.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
