import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
import { useCan } from '../auth/index.js';
import { IntakeDeliveryFields } from './intake-delivery.js';
import { IntakeProductConfirm } from './intake-product-confirm.js';
import { IntakeProductEditor } from './intake-product-editor.js';
import { IntakeScanStep } from './intake-scan-step.js';
import { IntakeSetup } from './intake-setup.js';
import { IntakeStaged } from './intake-staged.js';
import { useIntake } from './use-intake.js';

/** Batch intake (docs/product.md §4): setup, product barcode, confirm, QR codes; one server call. */
export function IntakeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const intake = useIntake(onClose);
  const { state, dispatch } = intake;
  // An unknown barcode becomes a new profile only for a role that may create one.
  const canCreate = useCan('edit-products');
  return (
    <Modal
      opened
      onClose={() => !intake.saving && onClose()}
      title={t('scanning.intake.title')}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('scanning.common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <Stack gap="sm" data-testid="intake" data-stage={state.stage}>
        <IntakeSetup intake={intake} />
        <IntakeScanStep intake={intake} />
        {state.stage === 'confirmProduct' && state.product && (
          <IntakeProductConfirm intake={intake} product={state.product} />
        )}
        {state.stage === 'editProduct' && state.barcode && !canCreate && (
          <Alert
            color="blue"
            title={t('scanning.flow.newTitle')}
            data-testid="intake-needs-manager"
          >
            <Stack gap="xs">
              <Text>{t('access.unknownBarcode', { code: state.barcode })}</Text>
              <Group gap="sm">
                <Button variant="default" onClick={() => dispatch({ type: 'rejectProduct' })}>
                  {t('scanning.intake.confirmNo')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {state.stage === 'editProduct' && state.barcode && canCreate && (
          <IntakeProductEditor
            barcode={state.barcode}
            match={intake.match}
            onSaved={(saved) => dispatch({ type: 'productSaved', product: saved })}
            onCancel={() => dispatch({ type: 'rejectProduct' })}
          />
        )}
        {state.stage !== 'setup' && intake.seesCosts && <IntakeDeliveryFields intake={intake} />}
        {state.stage !== 'setup' && <IntakeStaged intake={intake} />}
      </Stack>
    </Modal>
  );
}
