import { Alert, Button, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as ops from '../../../domain/operations/sales-depletion.js';
import type { SalesDepletionSettings } from '../../../domain/sales-depletion.js';
import { call } from '../../lib/call.js';
import { useLiveState } from '../../lib/live-store.js';
import { errorText } from '../../lib/server-error.js';
import { useCall } from '../../lib/use-call.js';

const ANY = '';

/**
 * `Imported bottle sales remove bottles` (decision 0055): on, each imported sales file removes
 * its bottles sold from the location chosen (any when none). Owners and managers; saved with
 * its own button so a slip of the switch removes nothing.
 */
export function DepletionSetting() {
  const { t } = useTranslation();
  const { loaded, show } = useCall(ops.salesDepletionSettings, {});
  const locations = useLiveState((s) => s.data?.locations);
  const [draft, setDraft] = useState<SalesDepletionSettings | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | { error: string }>('idle');
  useEffect(() => {
    if (loaded.status === 'ready') setDraft(loaded.value);
  }, [loaded]);

  if (loaded.status === 'failed')
    return (
      <Alert color="red" role="alert">
        {t('salesDepletion.failed')}
      </Alert>
    );
  if (draft === null) return <Text c="dimmed">{t('salesDepletion.loading')}</Text>;
  const list = [...(locations?.values() ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const save = async () => {
    setState('saving');
    try {
      show(await call(ops.saveSalesDepletionSettings, { body: draft }));
      setState('saved');
    } catch (error) {
      setState({ error: errorText(t, error, t('salesDepletion.failed')) });
    }
  };
  return (
    <Stack gap="sm" data-testid="depletion-setting">
      <Switch
        size="md"
        label={t('salesDepletion.deplete')}
        description={t('salesDepletion.matchedLater')}
        checked={draft.deplete}
        onChange={(event) => {
          setDraft({ ...draft, deplete: event.currentTarget.checked });
          setState('idle');
        }}
      />
      <Select
        label={t('salesDepletion.location')}
        allowDeselect={false}
        disabled={!draft.deplete}
        data={[
          { value: ANY, label: t('salesDepletion.anyLocation') },
          ...list.map((location) => ({ value: location.id, label: location.name })),
        ]}
        value={draft.locationId ?? ANY}
        onChange={(value) => {
          setDraft({ ...draft, locationId: value ? value : null });
          setState('idle');
        }}
      />
      <Group gap="sm">
        <Button onClick={save} loading={state === 'saving'} mih={44}>
          {t('salesDepletion.save')}
        </Button>
        {state === 'saved' && (
          <Text size="sm" role="status">
            {t('salesDepletion.saved')}
          </Text>
        )}
      </Group>
      {typeof state === 'object' && (
        <Alert color="red" role="alert">
          {state.error}
        </Alert>
      )}
    </Stack>
  );
}
