import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { looksLikeProductBarcode } from '../../../domain/batch-commands.js';

interface UnknownCodeProps {
  code: string;
  /** The role may create a wine profile (edit-products). */
  canCreate: boolean;
  onCreate: (template: Record<string, unknown>) => void;
  onDismiss: () => void;
}

/** A QR code may hold a long unbroken text: it wraps anywhere rather than widen the dialog. */
export const WRAP = { overflowWrap: 'anywhere' } as const;

/**
 * A scanned code that is none of ours. A product barcode offers a new profile with it; anything
 * else is a label (a bottle id) on no bottle of this restaurant, which a profile cannot use.
 */
export function UnknownCode({ code, canCreate, onCreate, onDismiss }: UnknownCodeProps) {
  const { t } = useTranslation();
  if (!looksLikeProductBarcode(code)) {
    return (
      <Alert color="blue" title={t('scanning.flow.unknownLabelTitle')} data-testid="scan-unknown">
        <Stack gap="xs">
          <Text style={WRAP}>{t('scanning.flow.unknownLabelBody', { code })}</Text>
          <Group gap="sm">
            <Button variant="default" onClick={onDismiss}>
              {t('removals.scanAnother')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="blue" title={t('scanning.flow.newTitle')} data-testid="scan-unknown">
      <Stack gap="xs">
        <Text data-testid={canCreate ? undefined : 'scan-needs-manager'} style={WRAP}>
          {canCreate ? t('scanning.flow.newBody', { code }) : t('access.unknownBarcode', { code })}
        </Text>
        <Group gap="sm">
          {canCreate && (
            <Button onClick={() => onCreate({ barcode: code })}>
              {t('scanning.flow.createNew')}
            </Button>
          )}
          <Button variant="default" onClick={onDismiss}>
            {t('scanning.common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
