import { Button, Divider, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { totalBottles } from '../../../domain/bottle-counts.js';
import { csvBackupFileName } from '../../../domain/csv-backup-file.js';
import { REPORT_GROUP_KEYS, type ReportGroupKey } from '../../../domain/inventory-report.js';
import { useLiveState } from '../../lib/live-store.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { useCan } from '../auth/index.js';
import { ImportPanel } from '../imports/index.js';
import { downloadBlob, ExportCancelled, fetchCsvBackup } from './csv-export.js';
import { type ExportState, ExportStatus } from './export-status.js';
import { fetchReport, loadReport, openReportWindow } from './report-export.js';
import { useReportLabels } from './report-labels.js';

export interface ExportManagerProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The export manager (docs/product.md §7): a CSV backup of every bottle, or a printable summary,
 * both built by the server from what it holds (the tab holds no bottles).
 */
export function ExportManager({ opened, onClose }: ExportManagerProps) {
  const { t } = useTranslation();
  const reportLabels = useReportLabels();
  const data = useLiveState((state) => state.data);
  const [status, setStatus] = useState<ExportState>({ kind: 'idle' });
  const [groupBy, setGroupBy] = useState<ReportGroupKey>('location');
  const abort = useRef<AbortController | null>(null);
  const busy = status.kind === 'working';
  const canImport = useCan('edit-products');

  // Closing the dialog stops an export half-way rather than finishing it unseen.
  useEffect(() => () => abort.current?.abort(), []);

  const start = (initial: number | null) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStatus({ kind: 'working', progress: initial });
    const progress = (done: number) =>
      setStatus((current) =>
        current.kind === 'working' ? { ...current, progress: done } : current,
      );
    return { signal: controller.signal, progress };
  };

  const failed = (error: unknown, message: string) => {
    if (error instanceof ExportCancelled) return;
    console.warn('export failed', error);
    setStatus({ kind: 'failed', message });
  };

  const exportCsv = async () => {
    const { signal, progress } = start(0);
    try {
      const { blob, bottles } = await fetchCsvBackup(progress, signal);
      // The user's own date, which the server's file name (its Content-Disposition) may not be.
      downloadBlob(blob, csvBackupFileName(new Date()));
      setStatus({
        kind: 'done',
        title: t('exports.csvDoneTitle'),
        message: t('exports.csvDone', { count: bottles }),
      });
    } catch (error) {
      failed(error, t('exports.csvFailed'));
    }
  };

  const exportReport = async () => {
    const title = t('exports.report.title');
    // Opened inside the click: a window opened after an await is blocked as a popup.
    const win = openReportWindow(t('exports.report.preparing'), title);
    if (win === null) {
      setStatus({ kind: 'failed', message: t('exports.popupBlocked') });
      return;
    }
    const { signal } = start(null);
    try {
      const report = await fetchReport(groupBy, signal);
      loadReport(win, report, reportLabels(report.restaurant, groupBy));
      setStatus({
        kind: 'done',
        title: t('exports.reportDoneTitle'),
        message: t('exports.reportDone'),
      });
    } catch (error) {
      win.close();
      failed(error, t('exports.reportFailed'));
    }
  };

  return (
    <ManagerModal opened={opened} onClose={onClose} title={t('exports.title')}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={3} fz="lg">
            {t('exports.csvTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('exports.csvHelp', { count: data ? totalBottles(data.counts) : 0 })}
          </Text>
          <Button onClick={exportCsv} disabled={busy} loading={busy}>
            {t('exports.csvButton')}
          </Button>
        </Stack>
        <Divider />
        <Stack gap="xs">
          <Title order={3} fz="lg">
            {t('exports.reportTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('exports.reportHelp')}
          </Text>
          <Select
            label={t('exports.groupByLabel')}
            data={REPORT_GROUP_KEYS.map((key) => ({
              value: key,
              label: t(`exports.groupBy.${key}`),
            }))}
            value={groupBy}
            onChange={(value) => value && setGroupBy(value as ReportGroupKey)}
            allowDeselect={false}
            disabled={busy}
          />
          <Button variant="light" onClick={exportReport} disabled={busy}>
            {t('exports.reportButton')}
          </Button>
        </Stack>
        <ExportStatus status={status} />
        {canImport && (
          <>
            <Divider />
            <ImportPanel />
          </>
        )}
      </Stack>
    </ManagerModal>
  );
}
