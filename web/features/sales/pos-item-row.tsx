import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as ops from '../../../domain/operations/sales.js';
import type { PosItem, PosSuggestion } from '../../../domain/sales-api.js';
import { call } from '../../lib/call.js';
import { errorText } from '../../lib/server-error.js';
import { matchText, suggestionText } from './pos-match-words.js';

/** One POS item: its name and quantity sold, then its match (Change, Clear) or its best suggestion. */
export function PosItemRow(props: { item: PosItem; onChanged: () => void; onChoose: () => void }) {
  const { t } = useTranslation();
  const { item } = props;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      props.onChanged();
    } catch (failure) {
      setError(errorText(t, failure, t('sales.match.failed')));
    } finally {
      setBusy(false);
    }
  };
  const take = (suggestion: PosSuggestion) =>
    run(() =>
      call(ops.matchPosItem, {
        body: {
          item: item.item,
          kind: suggestion.kind,
          formatId: suggestion.formatId,
          ...(suggestion.pour ? { pour: suggestion.pour } : {}),
        },
      }),
    );
  const clear = () => run(() => call(ops.clearPosItemMatch, { body: { item: item.item } }));
  const best = item.suggestions[0];
  return (
    <Card withBorder padding="sm" data-testid="pos-item">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{item.item}</Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('sales.sold', { count: item.quantity })}
          </Text>
        </Group>
        {item.match ? (
          <Text size="sm">{matchText(t, item.match)}</Text>
        ) : best ? null : (
          <Text size="sm" c="dimmed">
            {t('sales.match.noSuggestion')}
          </Text>
        )}
        <Group gap="xs">
          {!item.match && best && (
            <Button
              mih={44}
              size="sm"
              onClick={() => void take(best)}
              loading={busy}
              style={{ height: 'auto', whiteSpace: 'normal' }}
            >
              {suggestionText(t, best)}
            </Button>
          )}
          <Button mih={44} size="sm" variant="default" onClick={props.onChoose} disabled={busy}>
            {item.match ? t('sales.match.change') : t('sales.match.other')}
          </Button>
          {item.match && (
            <Button
              mih={44}
              size="sm"
              variant="subtle"
              color="red"
              onClick={() => void clear()}
              disabled={busy}
            >
              {t('sales.match.clear')}
            </Button>
          )}
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
