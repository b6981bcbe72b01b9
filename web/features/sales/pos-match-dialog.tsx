import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as ops from '../../../domain/operations/sales.js';
import type { MatchPosItem, PosItem } from '../../../domain/sales-api.js';
import { call } from '../../lib/call.js';
import { errorText } from '../../lib/server-error.js';
import { LoadingMark } from '../../lib/ui/loading-mark.js';
import { useCall } from '../../lib/use-call.js';

/**
 * Match one POS item by hand: the wines its words (or any words typed) best match, each as a
 * bottle or, when listed by the glass, a 3 oz or 5 oz pour; or `Not wine or spirits`.
 */
export function PosMatchDialog(props: {
  item: PosItem;
  onClose: () => void;
  onMatched: () => void;
}) {
  const { t } = useTranslation();
  const [words, setWords] = useState(props.item.item);
  const [debounced] = useDebouncedValue(words.trim(), 250);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { loaded } = useCall(ops.suggestPosMatches, { query: { q: debounced || props.item.item } });
  const save = async (body: Omit<MatchPosItem, 'item'>) => {
    setBusy(true);
    setError(null);
    try {
      await call(ops.matchPosItem, { body: { item: props.item.item, ...body } });
      props.onMatched();
    } catch (failure) {
      setError(errorText(t, failure, t('sales.match.failed')));
      setBusy(false);
    }
  };
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('sales.match.dialogTitle', { item: props.item.item })}
    >
      <Stack gap="sm">
        <TextInput
          label={t('sales.match.search')}
          value={words}
          onChange={(e) => setWords(e.currentTarget.value)}
        />
        {loaded.status === 'loading' && <LoadingMark />}
        {loaded.status === 'failed' && <Text c="red">{t('sales.match.searchFailed')}</Text>}
        {loaded.status === 'ready' && loaded.value.suggestions.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('sales.match.noSuggestion')}
          </Text>
        )}
        {loaded.status === 'ready' &&
          loaded.value.suggestions.map((suggestion) => (
            <Stack key={suggestion.formatId} gap={4} data-testid="pos-choice">
              <Text size="sm" fw={600}>
                {suggestion.label}
              </Text>
              <Group gap="xs">
                <Button
                  mih={44}
                  size="sm"
                  variant="light"
                  disabled={busy}
                  onClick={() => void save({ kind: 'bottle', formatId: suggestion.formatId })}
                >
                  {t('sales.match.asBottle')}
                </Button>
                {suggestion.byTheGlass &&
                  (['3oz', '5oz'] as const).map((pour) => (
                    <Button
                      key={pour}
                      mih={44}
                      size="sm"
                      variant="light"
                      disabled={busy}
                      onClick={() =>
                        void save({ kind: 'glass', formatId: suggestion.formatId, pour })
                      }
                    >
                      {t(pour === '3oz' ? 'sales.match.pour3oz' : 'sales.match.pour5oz')}
                    </Button>
                  ))}
              </Group>
            </Stack>
          ))}
        <Button
          mih={44}
          variant="default"
          disabled={busy}
          onClick={() => void save({ kind: 'none' })}
        >
          {t('sales.match.none')}
        </Button>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
