import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FULL, type OpenState, type RecordLevelRequest } from '../../../domain/open-bottles.js';
import * as ops from '../../../domain/operations/open-bottles.js';
import { call } from '../../lib/call.js';
import { errorText } from '../../lib/server-error.js';
import { LevelDialog } from '../../lib/ui/level-dialog.js';

/**
 * Under a scan of an open bottle: what remains of it, and `Record level`, so a count measures
 * what is behind the bar (decision 0044). A level of 0 finishes the bottle, Poured by the glass.
 */
export function OpenLevel({ code, open }: { code: string; open: OpenState }) {
  const { t } = useTranslation();
  const [remaining, setRemaining] = useState<number | null>(open.remaining);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (level: RecordLevelRequest) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await call(ops.recordBottleLevel, { params: { id: code }, body: level });
      setRemaining(answer.bottle?.open?.remaining ?? null);
    } catch (caught) {
      setError(errorText(t, caught, t('inventory.messages.saveFailed')));
    } finally {
      setAsking(false);
      setBusy(false);
    }
  };
  const percent = remaining === null ? 0 : Math.round((remaining * 100) / FULL);
  return (
    <Group justify="space-between" data-testid="scan-open-level">
      <Text size="sm">
        {remaining === null
          ? t('inventory.openBottle.finished')
          : t('stocktakes.openBottle', { percent })}
      </Text>
      {remaining !== null && (
        <Button mih={44} variant="default" onClick={() => setAsking(true)}>
          {t('inventory.openBottle.level')}
        </Button>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <LevelDialog
        opened={asking}
        busy={busy}
        onSave={(level) => void save(level)}
        onClose={() => setAsking(false)}
      />
    </Group>
  );
}
