import { Alert, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WorkUnderWay } from '../../lib/ui/work-under-way.js';

export type ExportState =
  | { kind: 'idle' }
  /** From 0 to 1; null while how much is left cannot be known. */
  | { kind: 'working'; progress: number | null }
  | { kind: 'done'; title: string; message: string }
  | { kind: 'failed'; message: string };

/** Where an export is: its progress while it runs, then what came of it. */
export function ExportStatus({ status }: { status: ExportState }) {
  const { t } = useTranslation();
  return (
    <>
      {status.kind === 'working' &&
        (status.progress === null ? (
          // Indeterminate: the report's size is not known.
          <WorkUnderWay text={t('exports.report.preparing')} label={t('exports.progressLabel')} />
        ) : (
          <Stack gap={4} role="status">
            <Text size="sm">
              {t('exports.progress', { percent: Math.round(status.progress * 100) })}
            </Text>
            <Progress
              value={status.progress * 100}
              aria-label={t('exports.progressLabel')}
              animated
            />
          </Stack>
        ))}
      {status.kind === 'done' && (
        <Alert color="green" role="status" title={status.title}>
          {status.message}
        </Alert>
      )}
      {status.kind === 'failed' && (
        <Alert color="red" role="alert" title={t('exports.errorTitle')}>
          {status.message}
        </Alert>
      )}
    </>
  );
}
