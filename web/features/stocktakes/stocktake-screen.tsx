import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardStore } from '../../lib/dashboard-store.js';
import type { ScreenProps } from '../../lib/screen.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { CountView } from './count-view.js';
import { FinishView } from './finish-view.js';
import { OpenedCount } from './opened-count.js';
import { PastCount } from './past-count.js';
import type { CountPage } from './screen.js';
import { StocktakeList } from './stocktake-list.js';

const TITLES = {
  list: 'stocktakes.title',
  opened: 'stocktakes.title',
  count: 'stocktakes.title',
  finish: 'stocktakes.finish.title',
  past: 'stocktakes.pastCounts',
} as const;

/**
 * Stock Count: the counts, one count being counted, its finish, a past count's record; full
 * screen on a phone, where counting happens. The page shown is the screen's request, so that
 * its address (/admin/count/<id>) follows it.
 */
export function StocktakeScreen({ request, onClose }: ScreenProps<'stocktakes'>) {
  const { t } = useTranslation();
  const id = request.count;
  const kind = id === undefined ? 'list' : (request.page ?? 'opened');
  // While a prompt is open, Escape is the prompt's.
  const [confirming, setConfirming] = useState(false);
  const go = (count?: string, page?: CountPage) =>
    dashboardStore.openDialog({ kind: 'stocktakes', count, page });
  const toList = () => go();
  return (
    <ManagerModal opened onClose={onClose} title={t(TITLES[kind])} closeOnEscape={!confirming}>
      <Stack gap="md" data-testid="stocktake-screen">
        {kind !== 'list' && kind !== 'finish' && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={toList}
            leftSection={<span aria-hidden>←</span>}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('stocktakes.back')}
          </Button>
        )}
        {id === undefined && (
          <StocktakeList
            onJoin={(count) => go(count, 'count')}
            onPast={(count) => go(count, 'past')}
          />
        )}
        {id !== undefined && kind === 'opened' && (
          <OpenedCount id={id} onPage={(page) => go(id, page)} />
        )}
        {id !== undefined && kind === 'count' && (
          <CountView
            id={id}
            onFinish={() => go(id, 'finish')}
            onCancelled={toList}
            onConfirming={setConfirming}
          />
        )}
        {id !== undefined && kind === 'finish' && (
          <FinishView id={id} onBack={() => go(id, 'count')} onApplied={() => go(id, 'past')} />
        )}
        {id !== undefined && kind === 'past' && <PastCount id={id} />}
      </Stack>
    </ManagerModal>
  );
}
