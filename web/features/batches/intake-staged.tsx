import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScannedList } from './scanned-list.js';
import type { Intake } from './use-intake.js';

/** The bottles staged so far, what the server refused, and Next Product / Confirm. */
export function IntakeStaged({ intake }: { intake: Intake }) {
  const { t } = useTranslation();
  const { state, dispatch } = intake;
  return (
    <>
      <ScannedList
        title={t('scanning.intake.staged', { count: state.staged.length })}
        items={state.staged.map((item) => ({ id: item.qrCodeId, label: item.name }))}
        failed={intake.failed}
        onRemove={intake.unstage}
      />
      {intake.error && (
        <Alert color="red" role="alert" data-testid="batch-error">
          {intake.error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {state.stage === 'scanQr' && (
          <Button variant="light" onClick={() => dispatch({ type: 'nextProduct' })}>
            {t('scanning.intake.nextProduct')}
          </Button>
        )}
        <Button
          disabled={state.staged.length === 0}
          loading={intake.saving}
          onClick={() => void intake.confirm()}
        >
          {t('scanning.intake.confirm', { count: state.staged.length })}
        </Button>
      </Group>
    </>
  );
}
