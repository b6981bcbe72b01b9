import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileStep } from '../imports/index.js';
import { SalesMappingStep } from './sales-mapping.js';
import { SalesNotices } from './sales-notices.js';
import { SalesPreviewSummary } from './sales-preview.js';
import { useSalesImport } from './use-sales-import.js';

/** `Import sales`: choose a file, map its columns if needed, read the preview, import it. */
export function SalesImport({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation();
  const flow = useSalesImport(onImported);
  const { step, file } = flow;
  const busy = step.kind === 'checking' || step.kind === 'importing';
  const preview = step.kind === 'preview' || step.kind === 'importing' ? step.preview : null;
  const blocked =
    !preview ||
    busy ||
    !preview.mapped ||
    preview.errorCount > 0 ||
    preview.lines === 0 ||
    preview.alreadyImported !== null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="lg">
        {t('sales.import.button')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('sales.import.help')}
      </Text>
      <FileStep
        words="sales.import"
        file={file}
        working={busy ? t(`sales.import.${step.kind}`) : null}
        sheets={preview?.sheets ?? null}
        sheet={flow.sheet}
        onChoose={flow.choose}
        onChooseSheet={flow.chooseSheet}
      />
      {preview && (
        <Text size="sm" fw={500}>
          {preview.remembered
            ? t('sales.import.remembered')
            : t('sales.import.source', { source: t(`sales.sources.${preview.source}`) })}
        </Text>
      )}
      {preview && preview.source === 'mapped' && (
        <SalesMappingStep
          headers={preview.headers}
          mapping={flow.mapping ?? {}}
          onChange={flow.mapField}
          onCheck={flow.checkAgain}
          disabled={busy}
        />
      )}
      {preview?.mapped && <SalesPreviewSummary preview={preview} />}
      {preview && (
        <SalesNotices
          preview={preview}
          disabled={busy}
          onReplace={() => void flow.importNow(preview, true)}
        />
      )}
      {preview && preview.importedDays.length === 0 && (
        <Button mih={44} onClick={() => void flow.importNow(preview)} disabled={blocked}>
          {t('sales.import.importButton', { count: preview.lines })}
        </Button>
      )}
      {step.kind === 'imported' && (
        <Alert color="green" role="status">
          {t('sales.import.imported', { count: step.lines })}
          {step.replacedDays.length > 0 &&
            ` ${t('sales.import.replacedDays', { list: step.replacedDays.join(', ') })}`}
          {step.removed > 0 && ` ${t('sales.import.removed', { count: step.removed })}`}
          {step.short > 0 && ` ${t('sales.import.short', { count: step.short })}`}
        </Alert>
      )}
      {flow.error && (
        <Alert color="red" role="alert">
          {flow.error}
        </Alert>
      )}
    </Stack>
  );
}
