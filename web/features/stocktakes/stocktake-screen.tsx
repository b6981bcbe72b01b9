import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { CountView } from './count-view.js';
import { FinishView } from './finish-view.js';
import { PastCount } from './past-count.js';
import { StocktakeList } from './stocktake-list.js';

type Page =
  | { kind: 'list' }
  | { kind: 'count'; id: string }
  | { kind: 'finish'; id: string }
  | { kind: 'past'; id: string };

const TITLES = {
  list: 'stocktakes.title',
  count: 'stocktakes.title',
  finish: 'stocktakes.finish.title',
  past: 'stocktakes.pastCounts',
} as const;

/**
 * Stock Count: the counts, one count being counted, its finish, a past count's
 * record; full screen on a phone, where counting happens.
 */
export function StocktakeScreen({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState<Page>({ kind: 'list' });
  // While a prompt is open, Escape is the prompt's.
  const [confirming, setConfirming] = useState(false);
  const toList = () => setPage({ kind: 'list' });
  return (
    <ManagerModal opened onClose={onClose} title={t(TITLES[page.kind])} closeOnEscape={!confirming}>
      <Stack gap="md" data-testid="stocktake-screen">
        {page.kind !== 'list' && page.kind !== 'finish' && (
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
        {page.kind === 'list' && (
          <StocktakeList
            onJoin={(id) => setPage({ kind: 'count', id })}
            onPast={(id) => setPage({ kind: 'past', id })}
          />
        )}
        {page.kind === 'count' && (
          <CountView
            id={page.id}
            onFinish={() => setPage({ kind: 'finish', id: page.id })}
            onCancelled={toList}
            onConfirming={setConfirming}
          />
        )}
        {page.kind === 'finish' && (
          <FinishView
            id={page.id}
            onBack={() => setPage({ kind: 'count', id: page.id })}
            onApplied={() => setPage({ kind: 'past', id: page.id })}
          />
        )}
        {page.kind === 'past' && <PastCount id={page.id} />}
      </Stack>
    </ManagerModal>
  );
}
