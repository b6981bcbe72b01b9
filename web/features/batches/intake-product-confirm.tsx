import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { compareFormatsNewestFirst } from '../../../domain/format-choice.js';
import { sizeText, vintageText } from '../../lib/display.js';
import { useLiveState } from '../../lib/live-store.js';
import type { IntakeProduct } from './intake-state.js';
import type { Intake } from './use-intake.js';

/** "Is this the product?": yes stages bottles under it (and the format chosen), no edits it. */
export function IntakeProductConfirm({
  intake,
  product,
}: {
  intake: Intake;
  product: IntakeProduct;
}) {
  const { t, i18n } = useTranslation();
  const { dispatch } = intake;
  const allFormats = useLiveState((s) => s.data?.formats);
  const formats = [...(allFormats?.values() ?? [])]
    .filter((format) => format.productId === product.productId)
    .sort(compareFormatsNewestFirst);
  return (
    <Alert color="green" title={t('scanning.intake.confirmTitle')} data-testid="intake-confirm">
      <Stack gap="xs">
        <Text fw={700}>{product.name}</Text>
        {product.producer && <Text size="sm">{product.producer}</Text>}
        {formats.length > 1 && (
          <Select
            label={t('scanning.intake.format')}
            allowDeselect={false}
            data={formats.map((format) => ({
              value: format.id,
              label: `${vintageText(format.vintage)} · ${sizeText(format.bottleSize, i18n.language)}`,
            }))}
            value={product.formatId}
            onChange={(value) =>
              value && dispatch({ type: 'productSaved', product: { ...product, formatId: value } })
            }
          />
        )}
        <Group gap="sm">
          <Button onClick={() => dispatch({ type: 'confirmProduct' })}>
            {t('scanning.intake.confirmYes')}
          </Button>
          <Button variant="default" onClick={() => dispatch({ type: 'rejectProduct' })}>
            {t('scanning.intake.confirmNo')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
