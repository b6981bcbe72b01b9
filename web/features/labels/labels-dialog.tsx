import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.js';
import { defaultPaper, labelPageHtml, type Paper, renderLabels } from './label-page.js';
import { reserveLabels } from './labels-api.js';

export const MAX_LABELS = 300;
const DEFAULT_COUNT = 30;

interface Sheet {
  url: string;
  count: number;
  /** The browser refused the new window: the user opens the sheet with the link. */
  blocked: boolean;
}

/**
 * Print QR Labels: reserves N new bottle ids on the server and opens them as a printable page of
 * 3 × 10 labels (A4 or US Letter). The window opens inside the click, so no pop-up blocker
 * stops it; the page arrives once the ids do.
 */
export function LabelsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [count, setCount] = useState<number | string>(DEFAULT_COUNT);
  const [paper, setPaper] = useState<Paper>(() => defaultPaper(navigator.language));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const urls = useRef<string[]>([]);

  // The sheets' Blob URLs live as long as the dialog's owner: the link below can reopen them.
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const wanted = typeof count === 'number' ? count : Number.parseInt(count, 10);
  const valid = Number.isInteger(wanted) && wanted >= 1 && wanted <= MAX_LABELS;

  const generate = async () => {
    if (!valid || busy) return;
    // Open now, inside the click; the page is set once the ids are reserved.
    const win = window.open('', '_blank');
    if (win) {
      win.document.title = t('managers.labels.pageTitle');
      const line = win.document.createElement('p');
      line.textContent = t('managers.labels.waiting');
      line.style.font = '16px system-ui, sans-serif';
      win.document.body.append(line);
    }
    setBusy(true);
    setError(null);
    try {
      const { ids } = await reserveLabels(wanted);
      const html = labelPageHtml(await renderLabels(ids), paper, {
        title: t('managers.labels.pageTitle'),
        hint: t('managers.labels.printHint'),
        lang: currentLanguage(),
      });
      const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
      urls.current.push(url);
      const shown = win !== null && !win.closed;
      if (shown) win.location.replace(url);
      setSheet({ url, count: ids.length, blocked: !shown });
    } catch {
      win?.close();
      setError(t('managers.labels.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('managers.labels.title')}
      centered
      zIndex={300}
      closeOnEscape={!busy}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text size="sm">{t('managers.labels.intro')}</Text>
        <NumberInput
          label={t('managers.labels.count')}
          description={t('managers.labels.countHint', { max: MAX_LABELS })}
          min={1}
          max={MAX_LABELS}
          step={30}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={count}
          onChange={setCount}
          error={valid ? undefined : t('managers.labels.countInvalid', { max: MAX_LABELS })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="labels-paper">
            {t('managers.labels.paper')}
          </Text>
          <SegmentedControl
            aria-labelledby="labels-paper"
            fullWidth
            value={paper}
            onChange={(value) => setPaper(value === 'letter' ? 'letter' : 'a4')}
            data={[
              { value: 'a4', label: t('managers.labels.a4') },
              { value: 'letter', label: t('managers.labels.letter') },
            ]}
          />
          <Text size="xs" c="dimmed">
            {paper === 'a4' ? t('managers.labels.a4Layout') : t('managers.labels.letterLayout')}
          </Text>
        </Stack>
        {error && (
          <Alert color="red" role="alert" title={t('inventory.common.error')}>
            {error}
          </Alert>
        )}
        {sheet && (
          <Alert color={sheet.blocked ? 'yellow' : 'green'} role="status">
            <Stack gap={4}>
              <Text size="sm">
                {sheet.blocked
                  ? t('managers.labels.blocked')
                  : t('managers.labels.ready', { count: sheet.count })}
              </Text>
              {sheet.blocked && (
                <Anchor href={sheet.url} target="_blank" rel="noopener" size="sm">
                  {t('managers.labels.openSheet')}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('managers.common.close')}
          </Button>
          <Button onClick={() => void generate()} loading={busy} disabled={!valid}>
            {t('managers.labels.generate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
