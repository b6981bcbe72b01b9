import {
  Alert,
  Button,
  Group,
  NumberInput,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { normalizeText } from '../../../domain/text.js';
import { vintageText } from '../../lib/display.js';
import { useLiveState } from '../../lib/live-store.js';
import { fetchParLevels, saveParLevels } from '../par-levels/index.js';
import type { ReportContext } from './report-context.js';

/** How many formats the editor lists at once: search narrows a large cellar. */
const SHOWN = 200;

/** Par levels of many formats at once, saved together (all or none). */
export function ParEditor({
  context,
  onDone,
}: {
  context: ReportContext;
  onDone: (saved: boolean) => void;
}) {
  const { t } = context;
  const data = useLiveState((state) => state.data);
  const [pars, setPars] = useState<Map<string, number | null> | null>(null);
  const [edits, setEdits] = useState(new Map<string, number | null>());
  const [query, setQuery] = useState('');
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetchParLevels(controller.signal).then(
      (levels) => setPars(new Map(levels.levels.map((level) => [level.formatId, level.par]))),
      () => setFailed(!controller.signal.aborted),
    );
    return () => controller.abort();
  }, []);
  const formats = useMemo(() => {
    if (!data) return [];
    const needle = normalizeText(query.trim());
    return [...data.formats.values()]
      .flatMap((format) => {
        const product = data.products.get(format.productId);
        if (!product) return [];
        const name = `${product.name} ${vintageText(format.vintage)} ${format.bottleSize} ml`;
        return needle === '' || normalizeText(`${name} ${product.producer}`).includes(needle)
          ? [{ format, name }]
          : [];
      })
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [data, query]);
  const save = async () => {
    setSaving(true);
    setFailed(false);
    try {
      if (edits.size > 0)
        await saveParLevels([...edits].map(([formatId, par]) => ({ formatId, par })));
      onDone(true);
    } catch {
      setFailed(true);
      setSaving(false);
    }
  };
  const parOf = (id: string) => (edits.has(id) ? edits.get(id) : pars?.get(id)) ?? '';
  return (
    <Stack gap="sm" data-testid="par-editor">
      <TextInput
        label={t('reports.parsSearch')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {formats.length > SHOWN && (
        <Text size="sm" c="dimmed">
          {t('reports.parsShown', { shown: SHOWN, count: formats.length })}
        </Text>
      )}
      <ScrollArea.Autosize mah={420}>
        <Table>
          <Table.Tbody>
            {formats.slice(0, SHOWN).map(({ format, name }) => (
              <Table.Tr key={format.id}>
                <Table.Td>{name}</Table.Td>
                <Table.Td w={120}>
                  <NumberInput
                    aria-label={t('reports.parFor', { wine: name })}
                    min={0}
                    max={10000}
                    allowDecimal={false}
                    allowNegative={false}
                    // Typed, not stepped: the stepper's arrows were 24 × 17 px on a phone.
                    hideControls
                    size="xs"
                    disabled={pars === null}
                    value={parOf(format.id)}
                    onChange={(value) =>
                      setEdits((current) =>
                        new Map(current).set(format.id, value === '' ? null : Number(value)),
                      )
                    }
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {failed && (
        <Alert color="red" role="alert">
          {t('reports.failed')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => onDone(false)}>
          {t('inventory.common.cancel')}
        </Button>
        <Button loading={saving} onClick={save}>
          {t('reports.saveParLevels')}
        </Button>
      </Group>
    </Stack>
  );
}
