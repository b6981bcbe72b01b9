import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityFilters } from '../../../domain/activity.js';
import { activityCsvFileName } from '../../../domain/activity-csv-file.js';
import { downloadBlob } from '../exports/index.js';
import { fetchActivityCsv } from './activity-api.js';

/** The Activity view's Export CSV: the filtered list as the server writes it, whole. */
export function ActivityExport({ filters }: { filters: ActivityFilters }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState<'idle' | 'working' | 'failed'>('idle');

  const exportCsv = async () => {
    setExporting('working');
    try {
      const blob = await fetchActivityCsv(filters);
      downloadBlob(blob, activityCsvFileName(new Date()));
      setExporting('idle');
    } catch (error) {
      console.warn('activity export failed', error);
      setExporting('failed');
    }
  };

  return (
    <>
      <Group justify="flex-end">
        <Button variant="light" onClick={exportCsv} loading={exporting === 'working'}>
          {t('activity.exportCsv')}
        </Button>
      </Group>
      {exporting === 'failed' && (
        <Alert color="red" role="alert">
          {t('activity.exportFailed')}
        </Alert>
      )}
    </>
  );
}
