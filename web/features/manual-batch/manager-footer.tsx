import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelsDialog } from '../labels/index.js';
import { RemoveConfirm } from './remove-confirm.js';
import type { BatchActions } from './use-batch-actions.js';

/** The dialogs a bottle manager's footer opens; while one is open, Escape is theirs. */
export function useFooterDialogs() {
  const [confirming, setConfirming] = useState(false);
  const [labelsOpen, setLabelsOpen] = useState(false);
  return { confirming, setConfirming, labelsOpen, setLabelsOpen, open: confirming || labelsOpen };
}

type FooterDialogs = ReturnType<typeof useFooterDialogs>;

/** What the last batch action was refused for, until dismissed or the next action. */
export function ActionError({ actions }: { actions: BatchActions }) {
  if (!actions.error) return null;
  return (
    <Alert color="red" role="alert" withCloseButton onClose={actions.clearError}>
      {actions.error}
    </Alert>
  );
}

interface ManagerFooterProps {
  dialogs: FooterDialogs;
  actions: BatchActions;
  /** The selected bottles' ids. */
  ids: string[];
  /** False while there is nothing that could be removed. */
  canRemove?: boolean;
}

/** Print QR Labels and Remove N Bottles (with its confirmation), under a bottle manager's list. */
export function ManagerFooter({ dialogs, actions, ids, canRemove = true }: ManagerFooterProps) {
  const { t } = useTranslation();
  const count = ids.length;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Button variant="default" onClick={() => dialogs.setLabelsOpen(true)}>
        {t('managers.labels.open')}
      </Button>
      {canRemove && (
        <Button
          color="red"
          variant="light"
          disabled={count === 0}
          onClick={() => dialogs.setConfirming(true)}
        >
          {t('managers.common.removeCount', { count })}
        </Button>
      )}
      <RemoveConfirm
        opened={dialogs.confirming}
        count={count}
        busy={actions.pending === 'remove'}
        onCancel={() => dialogs.setConfirming(false)}
        onConfirm={(reason) =>
          void actions.remove(ids, reason).then(() => dialogs.setConfirming(false))
        }
      />
      <LabelsDialog
        opened={dialogs.labelsOpen}
        onClose={() => dialogs.setLabelsOpen(false)}
        selectedIds={ids}
      />
    </Group>
  );
}
