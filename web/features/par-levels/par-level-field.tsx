import { Button, Group, NumberInput, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/use-online.js';
import { fetchParLevels, saveParLevels } from './par-levels-api.js';

/**
 * A format's par level, set from the wine detail view by those who edit products. The device
 * keeps no par levels: with no network they are not asked for (nor can one be saved), and the
 * field says so until the network is back.
 */
export function ParLevelField({ formatId }: { formatId: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | string>('');
  const [loaded, setLoaded] = useState(false);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<'saved' | 'failed' | null>(null);
  const online = useOnline();
  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    setLoaded(false);
    setMessage(null);
    fetchParLevels(controller.signal).then(
      (levels) => {
        setValue(levels.levels.find((level) => level.formatId === formatId)?.par ?? '');
        setLoaded(true);
      },
      () => {
        if (!controller.signal.aborted) setMessage('failed');
      },
    );
    return () => controller.abort();
  }, [formatId, online]);
  const save = async () => {
    setSaving(true);
    setMessage(null);
    try {
      await saveParLevels([{ formatId, par: value === '' ? null : Number(value) }]);
      setMessage('saved');
    } catch {
      setMessage('failed');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Group gap="xs" align="flex-end" data-testid="par-level">
      <NumberInput
        label={t('reports.parLevel')}
        description={t('reports.parHint')}
        min={0}
        max={10000}
        allowDecimal={false}
        allowNegative={false}
        // Typed, not stepped: the stepper's arrows were 24 × 17 px on a phone.
        hideControls
        w={220}
        disabled={!loaded || !online}
        value={value}
        onChange={setValue}
      />
      <Button variant="light" loading={saving} disabled={!loaded || !online} onClick={save}>
        {t('reports.saveParLevel')}
      </Button>
      {!online && (
        <Text size="sm" c="dimmed" data-testid="par-offline">
          {t('reports.parOffline')}
        </Text>
      )}
      {online && message && (
        <Text size="sm" role="status" c={message === 'failed' ? 'red' : 'dimmed'}>
          {t(message === 'failed' ? 'reports.failed' : 'reports.parSaved')}
        </Text>
      )}
    </Group>
  );
}
