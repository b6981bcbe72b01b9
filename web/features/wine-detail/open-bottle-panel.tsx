import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bottle } from '../../../domain/inventory.js';
import { FULL, type PourSize, type RecordLevelRequest } from '../../../domain/open-bottles.js';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { currentLanguage } from '../../lib/i18n.js';
import { errorText } from '../../lib/server-error.js';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.js';
import { LevelDialog } from '../../lib/ui/level-dialog.js';
import { notifySuccess } from '../../lib/ui/notify.js';
import * as api from './open-bottle-api.js';
import { PourDialog } from './open-bottle-dialogs.js';

const TARGET = { mih: 44 } as const;

/**
 * The drawer's open-bottle part (decision 0044): `Open bottle` on a closed one; on an open one
 * what remains, `Pour` (3 oz or 5 oz), `Record level` (tenths or grams) and `Finish bottle`. A
 * bottle emptied by any of them leaves the inventory, Poured by the glass, and the drawer closes.
 */
export function OpenBottlePanel({
  bottle,
  onError,
}: {
  bottle: Bottle;
  onError: (error: string | null) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<'pour' | 'level' | 'finish' | null>(null);
  /** `work` says whether the bottle was finished. */
  const run = async (work: () => Promise<boolean>) => {
    setBusy(true);
    onError(null);
    try {
      const finished = await work();
      setAsking(null);
      if (finished) {
        notifySuccess(t('inventory.openBottle.finishedTitle'), t('inventory.openBottle.finished'));
        dashboardStore.closeBottle();
      }
    } catch (caught) {
      setAsking(null);
      onError(errorText(t, caught, t('inventory.messages.saveFailed')));
    } finally {
      setBusy(false);
    }
  };
  const open = bottle.open;
  if (!open) {
    return (
      <Button
        variant="light"
        color="grape"
        {...TARGET}
        loading={busy}
        onClick={() =>
          void run(async () => {
            await api.openBottle(bottle.id);
            return false;
          })
        }
      >
        {t('inventory.openBottle.open')}
      </Button>
    );
  }
  const percent = Math.round((open.remaining * 100) / FULL);
  const since = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' }).format(
    new Date(open.openedAt),
  );
  return (
    <Stack gap="xs" data-testid="open-bottle">
      <Group justify="space-between">
        <Text size="sm">{t('inventory.openBottle.since', { date: since })}</Text>
        <Text fw={600} data-testid="open-bottle-left">
          {t('inventory.openBottle.left', { percent })}
        </Text>
      </Group>
      <Progress value={percent} aria-label={t('inventory.openBottle.left', { percent })} />
      <Text size="sm" c="dimmed">
        {open.levelGrams !== null
          ? t('inventory.openBottle.weighed', { grams: open.levelGrams })
          : t('inventory.openBottle.measured', { tenths: open.levelTenths ?? 10 })}
      </Text>
      <Group grow>
        <Button {...TARGET} onClick={() => setAsking('pour')}>
          {t('inventory.openBottle.pour')}
        </Button>
        <Button {...TARGET} variant="default" onClick={() => setAsking('level')}>
          {t('inventory.openBottle.level')}
        </Button>
      </Group>
      <Button {...TARGET} variant="light" color="red" onClick={() => setAsking('finish')}>
        {t('inventory.openBottle.finish')}
      </Button>
      <PourDialog
        opened={asking === 'pour'}
        busy={busy}
        onPour={(size: PourSize) =>
          void run(async () => (await api.pour(bottle.id, size)).finished)
        }
        onClose={() => setAsking(null)}
      />
      <LevelDialog
        opened={asking === 'level'}
        busy={busy}
        onSave={(level: RecordLevelRequest) =>
          void run(async () => (await api.recordLevel(bottle.id, level)).finished)
        }
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        opened={asking === 'finish'}
        title={t('inventory.openBottle.finishTitle')}
        message={t('inventory.openBottle.finishBody')}
        confirmLabel={t('inventory.openBottle.finish')}
        confirmColor="red"
        cancelLabel={t('inventory.common.cancel')}
        busy={busy}
        onConfirm={() =>
          void run(async () => {
            await api.finishBottle(bottle.id);
            return true;
          })
        }
        onCancel={() => setAsking(null)}
      />
    </Stack>
  );
}
