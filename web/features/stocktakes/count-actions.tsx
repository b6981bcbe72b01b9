import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stocktake } from '../../../domain/stocktakes.js';
import { errorText } from '../../lib/server-error.js';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.js';
import { useCan } from '../auth/index.js';
import { cancelStocktake, pauseStocktake, resumeStocktake } from './stocktake-api.js';

interface CountActionsProps {
  stocktake: Stocktake;
  show: (stocktake: Stocktake) => void;
  onFinish: () => void;
  onCancelled: () => void;
  onConfirming: (confirming: boolean) => void;
}

/**
 * Under a count being counted: Finish, Pause or Resume, and Cancel (with its prompt) for those
 * who may settle a count; a refused action says why above them.
 */
export function CountActions({
  stocktake,
  show,
  onFinish,
  onCancelled,
  onConfirming,
}: CountActionsProps) {
  const { t } = useTranslation();
  const canCancel = useCan('settle-stocktake');
  const [switching, setSwitching] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<'asking' | 'sending' | null>(null);
  const open = stocktake.status === 'open';
  const over = stocktake.status === 'applied' || stocktake.status === 'cancelled';

  const toggle = async () => {
    setSwitching(true);
    setFailure(null);
    try {
      show(await (open ? pauseStocktake(stocktake.id) : resumeStocktake(stocktake.id)));
    } catch (error) {
      setFailure(errorText(t, error, t('stocktakes.count.actionFailed')));
    } finally {
      setSwitching(false);
    }
  };

  const askCancel = (asking: boolean) => {
    setCancelling(asking ? 'asking' : null);
    onConfirming(asking);
  };
  const cancel = async () => {
    setCancelling('sending');
    setFailure(null);
    try {
      await cancelStocktake(stocktake.id);
      onConfirming(false);
      onCancelled();
    } catch (error) {
      askCancel(false);
      setFailure(errorText(t, error, t('stocktakes.count.actionFailed')));
    }
  };

  return (
    <>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {!over && (
        <Stack gap="xs">
          <Button onClick={onFinish}>{t('stocktakes.count.finish')}</Button>
          <Button variant="default" loading={switching} onClick={() => void toggle()}>
            {open ? t('stocktakes.count.pause') : t('stocktakes.count.resume')}
          </Button>
          {canCancel && (
            <Button variant="subtle" color="red" onClick={() => askCancel(true)}>
              {t('stocktakes.count.cancel')}
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('stocktakes.count.cancelTitle')}
        message={t('stocktakes.count.cancelMessage')}
        confirmLabel={t('stocktakes.count.cancel')}
        cancelLabel={t('stocktakes.count.keepCounting')}
        confirmColor="red"
        busy={cancelling === 'sending'}
        onCancel={() => askCancel(false)}
        onConfirm={() => void cancel()}
      />
    </>
  );
}
