import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.js';
import { bottleLabelLines } from './bottle-label-lines.js';
import { type BottleScope, BottleScopeFields, scopeRequest } from './bottle-scope-fields.js';
import { defaultPaper, type Paper, renderLabels } from './label-page.js';
import { labelBottles, reserveLabels } from './labels-api.js';
import { MAX_LABELS, NewLabelsFields } from './new-labels-fields.js';
import { PaperPicker } from './paper-picker.js';
import { SheetStatus } from './sheet-status.js';
import { useLabelPrint } from './use-label-print.js';

const DEFAULT_COUNT = 30;

type Mode = 'new' | 'bottles';

/**
 * Print QR Labels: new bottle ids reserved on the server, or labels for the bottles one has (the
 * manager's selection, a location or bin, or every manual entry: the manual entries get their
 * label ids in the same step), opened as a printable page of 3 × 10 labels (A4 or US Letter).
 */
export function LabelsDialog({
  opened,
  onClose,
  selectedIds = [],
}: {
  opened: boolean;
  onClose: () => void;
  /** The bottles selected in the manager that opened it. */
  selectedIds?: readonly string[];
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('new');
  const [count, setCount] = useState<number | string>(DEFAULT_COUNT);
  const [chosen, setScope] = useState<BottleScope>({
    which: 'selection',
    locationId: null,
    bin: '',
  });
  const [paper, setPaper] = useState<Paper>(() => defaultPaper(navigator.language));
  const [tried, setTried] = useState(false);
  const printing = useLabelPrint(paper);

  const wanted = typeof count === 'number' ? count : Number.parseInt(count, 10);
  const valid = Number.isInteger(wanted) && wanted >= 1 && wanted <= MAX_LABELS;
  // With nothing selected, the selection cannot be chosen: every manual entry is.
  const scope: BottleScope =
    chosen.which === 'selection' && selectedIds.length === 0
      ? { ...chosen, which: 'manual' }
      : chosen;
  const request = scopeRequest(scope, selectedIds);

  const printNew = () =>
    printing.print(async () => ({
      labels: await renderLabels((await reserveLabels(wanted)).ids),
      assigned: null,
    }));

  const printBottles = () => {
    setTried(true);
    if (!request) return;
    void printing.print(async () => {
      const { labels } = await labelBottles(request);
      const svgs = await renderLabels(labels.map((label) => label.id));
      const unassigned = t('inventory.common.unassigned');
      const language = currentLanguage();
      return {
        labels: svgs.map((svg, index) => {
          const label = labels[index];
          return label ? { ...svg, lines: bottleLabelLines(label, unassigned, language) } : svg;
        }),
        assigned: labels.filter((label) => label.previousId !== null).length,
      };
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('managers.labels.title')}
      centered
      zIndex={300}
      closeOnEscape={!printing.busy}
      closeButtonProps={{ 'aria-label': t('inventory.common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="labels-mode">
            {t('managers.labels.mode')}
          </Text>
          <SegmentedControl
            aria-labelledby="labels-mode"
            fullWidth
            value={mode}
            onChange={(value) => setMode(value === 'bottles' ? 'bottles' : 'new')}
            data={[
              { value: 'new', label: t('managers.labels.modeNew') },
              { value: 'bottles', label: t('managers.labels.modeBottles') },
            ]}
          />
        </Stack>
        {mode === 'new' ? (
          <NewLabelsFields count={count} onChange={setCount} valid={valid} />
        ) : (
          <>
            <Text size="sm">{t('managers.labels.bottlesIntro')}</Text>
            <BottleScopeFields
              scope={scope}
              selectedCount={selectedIds.length}
              onChange={setScope}
              locationError={tried && !request ? t('managers.labels.chooseLocation') : null}
            />
          </>
        )}
        <PaperPicker paper={paper} onChange={setPaper} />
        {printing.error && (
          <Alert color="red" role="alert" title={t('inventory.common.error')}>
            {printing.error}
          </Alert>
        )}
        {printing.sheet && <SheetStatus sheet={printing.sheet} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={printing.busy}>
            {t('managers.common.close')}
          </Button>
          {mode === 'new' ? (
            <Button onClick={() => void printNew()} loading={printing.busy} disabled={!valid}>
              {t('managers.labels.generate')}
            </Button>
          ) : (
            <Button onClick={printBottles} loading={printing.busy}>
              {t('managers.labels.printBottles')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
