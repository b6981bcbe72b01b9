import { Button, Group, NumberInput, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchParLevels, saveParLevels } from './par-levels-api.js';

/** A format's par level, set from the wine detail view by those who edit products. */
export function ParLevelField({ formatId }: { formatId: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | string>('');
  const [loaded, setLoaded] = useState(false);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<'saved' | 'failed' | null>(null);
  useEffect(() => {
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
  }, [formatId]);
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
        disabled={!loaded}
        value={value}
        onChange={setValue}
      />
      <Button variant="light" loading={saving} disabled={!loaded} onClick={save}>
        {t('reports.saveParLevel')}
      </Button>
      {message && (
        <Text size="sm" role="status" c={message === 'failed' ? 'red' : 'dimmed'}>
          {t(message === 'failed' ? 'reports.failed' : 'reports.parSaved')}
        </Text>
      )}
    </Group>
  );
}
