import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as ops from '../../../domain/operations/sales.js';
import { call } from '../../lib/call.js';
import { errorText } from '../../lib/server-error.js';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.js';
import { notify } from '../../lib/ui/notify.js';

interface UndoRemovalsProps {
  fileId: string;
  /** The bottles the file's sales removed that are still out. */
  bottles: number;
  /** The glasses its sales poured from open bottles. */
  glasses: number;
  onUndone: () => void;
}

/**
 * Under a sales file whose sales removed bottles or poured glasses: how many, and `Undo
 * removals`, which asks first, saying what comes back (the file's sales stay).
 */
export function UndoRemovals({ fileId, bottles, glasses, onUndone }: UndoRemovalsProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'asking' | 'sending'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const undo = async () => {
    setState('sending');
    setFailure(null);
    try {
      const answer = await call(ops.undoSalesDepletion, { params: { id: fileId } });
      setState('idle');
      notify({
        message:
          answer.bottles > 0
            ? t('sales.undo.done', { count: answer.bottles })
            : t('sales.undo.donePours', { count: answer.glasses }),
        color: 'green',
      });
      onUndone();
    } catch (error) {
      setState('idle');
      setFailure(errorText(t, error, t('sales.undo.failed')));
    }
  };

  return (
    <Stack gap={4} align="flex-start">
      {bottles > 0 && <Text size="sm">{t('sales.import.removed', { count: bottles })}</Text>}
      {glasses > 0 && <Text size="sm">{t('sales.import.poured', { count: glasses })}</Text>}
      <Button variant="default" mih={44} onClick={() => setState('asking')}>
        {t('sales.undo.button')}
      </Button>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <ConfirmDialog
        opened={state !== 'idle'}
        title={t('sales.undo.title')}
        message={[
          bottles > 0 && t('sales.undo.bottlesBack', { count: bottles }),
          glasses > 0 && t('sales.undo.poursBack', { count: glasses }),
          t('sales.undo.salesStay'),
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t('sales.undo.button')}
        cancelLabel={t('sales.undo.keep')}
        busy={state === 'sending'}
        onCancel={() => setState('idle')}
        onConfirm={() => void undo()}
      />
    </Stack>
  );
}
