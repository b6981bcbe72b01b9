import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlreadyImported } from './already-imported.js';
import { FileStep } from './file-step.js';
import { CategoryGroups } from './import-categories.js';
import { MappingStep } from './import-mapping.js';
import { PreviewSummary } from './import-preview.js';
import { PastImports } from './past-imports.js';
import { UndoConfirm } from './undo-confirm.js';
import { useImportFlow } from './use-import-flow.js';

/**
 * Import a cellar, in the Export manager: choose a file, map a generic spreadsheet's
 * columns, read the server's preview (what it creates or matches, the category of each group of
 * rows, every row it refuses, an earlier import of the same file), import it as one batch, and
 * undo it once confirmed. The file is read by the server; this tab only sends it.
 */
export function ImportPanel() {
  const { t } = useTranslation();
  const flow = useImportFlow();
  const { file, step } = flow;
  // `Undo import` just after an import asks first, as in the list of past imports.
  const [asking, setAsking] = useState(false);
  const busy = step.kind === 'checking' || step.kind === 'importing' || step.kind === 'undoing';
  const preview = step.kind === 'preview' || step.kind === 'importing' ? step.preview : null;
  const done = step.kind === 'imported' || step.kind === 'undoing' ? step : null;

  return (
    <Stack gap="xs">
      <Title order={3} fz="lg">
        {t('exports.imports.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('exports.imports.help')}
      </Text>
      <FileStep
        words="exports.imports"
        file={file}
        working={busy ? t(`exports.imports.${step.kind}`) : null}
        sheets={preview?.sheets ?? null}
        sheet={flow.sheet}
        onChoose={flow.choose}
        onChooseSheet={flow.chooseSheet}
      />
      {preview && preview.shape === 'generic' && (
        <MappingStep
          headers={preview.headers}
          mapping={flow.mapping ?? {}}
          onChange={flow.mapField}
          onCheck={flow.checkAgain}
          disabled={busy}
        />
      )}
      {preview && <PreviewSummary preview={preview} />}
      {preview && (
        <CategoryGroups
          groups={preview.categoryGroups}
          choices={flow.groups}
          onChange={flow.changeGroup}
          disabled={busy}
        />
      )}
      {preview?.alreadyImported && (
        <AlreadyImported
          earlier={preview.alreadyImported}
          bottles={preview.bottles}
          disabled={busy || preview.errorCount > 0 || preview.existingBottleCount > 0}
          onImportAgain={() => void flow.importNow(preview, true)}
        />
      )}
      {preview && (
        <Button
          onClick={() => void flow.importNow(preview)}
          disabled={
            busy ||
            preview.errorCount > 0 ||
            preview.existingBottleCount > 0 ||
            preview.bottles === 0 ||
            preview.alreadyImported !== null
          }
        >
          {t('exports.imports.importButton', { count: preview.bottles })}
        </Button>
      )}
      {done && (
        <Alert color="green" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('exports.imports.imported', { count: done.counts.bottles })}</Text>
            <Button
              variant="default"
              size="xs"
              onClick={() => setAsking(true)}
              disabled={step.kind === 'undoing'}
            >
              {t('exports.imports.undoButton')}
            </Button>
          </Stack>
        </Alert>
      )}
      <UndoConfirm
        counts={asking && done ? done.counts : null}
        busy={step.kind === 'undoing'}
        onConfirm={() => {
          setAsking(false);
          if (done) void flow.undo(done.importId, done.counts);
        }}
        onCancel={() => setAsking(false)}
      />
      {step.kind === 'undone' && (
        <Alert color="green" role="status">
          {t('exports.imports.undone', { count: step.bottles })}
        </Alert>
      )}
      {flow.error && (
        <Alert color="red" role="alert">
          {flow.error}
        </Alert>
      )}
      <PastImports version={flow.pastVersion} onUndone={flow.undoneElsewhere} />
    </Stack>
  );
}
