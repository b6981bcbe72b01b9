import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as ops from '../../../domain/operations/stocktakes.js';
import { type StocktakePreview, stocktakePreviewSchema } from '../../../domain/stocktakes.js';
import { ApiError } from '../../lib/api-client.js';
import { errorText, reasonOf } from '../../lib/server-error.js';
import { notifySuccess } from '../../lib/ui/notify.js';
import { useCall } from '../../lib/use-call.js';
import { useCan } from '../auth/index.js';
import { PreviewLists } from './preview-lists.js';
import { applyStocktake } from './stocktake-api.js';

/** The new result a refused Apply carries: the count or the inventory changed since the preview. */
function newerPreview(error: unknown): StocktakePreview | null {
  if (reasonOf(error) !== 'stocktake-changed' || !(error instanceof ApiError)) return null;
  const { details } = error;
  const preview =
    typeof details === 'object' && details !== null && 'preview' in details
      ? details.preview
      : undefined;
  const parsed = stocktakePreviewSchema.safeParse(preview);
  return parsed.success ? parsed.data : null;
}

/**
 * Finish count: what Apply would do, before anything changes; Apply for the
 * roles that settle a count. An Apply the server finds stale shows the new result instead.
 */
export function FinishView({
  id,
  onBack,
  onApplied,
}: {
  id: string;
  onBack: () => void;
  onApplied: () => void;
}) {
  const { t } = useTranslation();
  const canApply = useCan('settle-stocktake');
  const { loaded, show } = useCall(ops.previewStocktake, { params: { id } });
  const [applying, setApplying] = useState(false);
  const [stale, setStale] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const apply = async (preview: StocktakePreview) => {
    setApplying(true);
    setFailure(null);
    setStale(false);
    try {
      await applyStocktake(id, preview.token);
      notifySuccess(t('stocktakes.finish.applied'), t('stocktakes.finish.appliedMessage'));
      onApplied();
    } catch (error) {
      const newer = newerPreview(error);
      if (newer) {
        show(newer);
        setStale(true);
      } else {
        setFailure(errorText(t, error, t('stocktakes.finish.applyFailed')));
      }
    } finally {
      setApplying(false);
    }
  };

  return (
    <Stack gap="md" data-testid="finish-view">
      <Text>{t('stocktakes.finish.intro')}</Text>
      {loaded.status === 'loading' && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('stocktakes.finish.loading')}</Text>
        </Group>
      )}
      {loaded.status === 'failed' && (
        <Alert color="red" role="alert">
          {t('stocktakes.finish.loadFailed')}
        </Alert>
      )}
      {stale && (
        <Alert color="yellow" role="alert" data-testid="stale-preview">
          {t('stocktakes.finish.stale')}
        </Alert>
      )}
      {loaded.status === 'ready' && <PreviewLists preview={loaded.value} />}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {!canApply && <Text c="dimmed">{t('stocktakes.finish.applyHelp')}</Text>}
      <Group grow>
        <Button variant="default" onClick={onBack}>
          {t('stocktakes.back')}
        </Button>
        {canApply && loaded.status === 'ready' && (
          <Button loading={applying} onClick={() => void apply(loaded.value)}>
            {t('stocktakes.finish.apply')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
