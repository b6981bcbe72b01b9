import {
  Alert,
  Button,
  FileButton,
  Group,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '../../../domain/import-api.js';
import type { ImportField, ImportMapping } from '../../../domain/import-shapes.js';
import { categoryText } from '../../lib/display.js';
import { useLiveState } from '../../lib/live-store.js';
import { errorText } from '../../lib/server-error.js';
import {
  previewImport,
  rememberedMapping,
  rememberMapping,
  runImport,
  undoImport,
} from './import-api.js';
import { PastImports } from './past-imports.js';

/** The fields a generic spreadsheet's columns can be mapped to, in the order people think of them. */
const MAPPED_FIELDS: readonly ImportField[] = [
  'name',
  'producer',
  'vintage',
  'bottleSize',
  'quantity',
  'category',
  'color',
  'country',
  'region',
  'subregion',
  'appellation',
  'varieties',
  'cost',
  'price',
  'supplier',
  'tastingNotes',
  'barcode',
  'location',
  'binNumber',
  'addedDate',
  'bottleId',
];
const NOT_IMPORTED = '';

type Step =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'preview'; preview: ImportPreview }
  | { kind: 'importing'; preview: ImportPreview }
  | { kind: 'imported'; importId: string; bottles: number }
  | { kind: 'undoing'; importId: string; bottles: number }
  | { kind: 'undone'; bottles: number };

/**
 * Import a cellar (issue 19), in the Export manager: choose a file, map a generic spreadsheet's
 * columns, read the server's preview (what it creates or matches, every row it refuses), import
 * it as one batch, and undo it. The file is read by the server; this tab only sends it.
 */
export function ImportPanel() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ImportMapping | undefined>(undefined);
  const [sheet, setSheet] = useState<number | undefined>(undefined);
  // Bumped after an import or an undo, so the list of past imports is read again.
  const [pastVersion, setPastVersion] = useState(0);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const lastHeaders = useRef<string[] | null>(null);

  const check = async (
    chosen: File,
    choices: ImportMapping | undefined,
    inSheet: number | undefined = sheet,
  ) => {
    setError(null);
    setStep({ kind: 'checking' });
    try {
      let preview = await previewImport(chosen, { mapping: choices, sheet: inSheet });
      // A generic file with the headers of the one just mapped (the same file, fixed), or of one
      // mapped for an earlier import: its columns map the same way.
      if (preview.shape === 'generic' && choices === undefined) {
        const same = lastHeaders.current?.join('\u001f') === preview.headers.join('\u001f');
        const known = same && mapping ? mapping : rememberedMapping(preview.headers);
        if (known) preview = await previewImport(chosen, { mapping: known, sheet: inSheet });
      }
      lastHeaders.current = preview.headers;
      setMapping(preview.shape === 'generic' ? preview.mapping : undefined);
      setStep({ kind: 'preview', preview });
    } catch (failure) {
      setStep({ kind: 'idle' });
      setError(errorText(t, failure, t('exports.imports.checkFailed')));
    }
  };

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    setFile(chosen);
    // A new file starts on its first sheet.
    setSheet(undefined);
    void check(chosen, undefined, undefined);
  };

  const chooseSheet = (value: string | null) => {
    if (!file || value === null) return;
    const next = Number(value);
    setSheet(next);
    void check(file, undefined, next);
  };

  const mapField = (field: ImportField, column: string | null) => {
    const next: ImportMapping = { ...mapping };
    delete next[field];
    if (column !== null && column !== NOT_IMPORTED) next[field] = Number(column);
    setMapping(next);
  };

  const importNow = async (preview: ImportPreview) => {
    if (!file) return;
    setError(null);
    setStep({ kind: 'importing', preview });
    try {
      const choices = preview.shape === 'generic' ? { mapping } : {};
      const result = await runImport(file, { ...choices, sheet, name: file.name });
      if (preview.shape === 'generic' && mapping) rememberMapping(preview.headers, mapping);
      setStep({ kind: 'imported', importId: result.importId, bottles: result.bottles });
      setPastVersion((version) => version + 1);
    } catch (failure) {
      setStep({ kind: 'preview', preview });
      setError(errorText(t, failure, t('exports.imports.importFailed')));
    }
  };

  const undo = async (importId: string, bottles: number) => {
    setError(null);
    setStep({ kind: 'undoing', importId, bottles });
    try {
      await undoImport(importId);
      setStep({ kind: 'undone', bottles });
      setPastVersion((version) => version + 1);
    } catch (failure) {
      setStep({ kind: 'imported', importId, bottles });
      setError(errorText(t, failure, t('exports.imports.undoFailed')));
    }
  };

  const busy = step.kind === 'checking' || step.kind === 'importing' || step.kind === 'undoing';
  const preview = step.kind === 'preview' || step.kind === 'importing' ? step.preview : null;

  return (
    <Stack gap="xs">
      <Title order={3} fz="lg">
        {t('exports.imports.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('exports.imports.help')}
      </Text>
      <FileButton onChange={choose} accept=".csv,.txt,.tsv,.xlsx,text/csv">
        {(props) => (
          <Button {...props} variant="light" disabled={busy}>
            {file ? t('exports.imports.chooseAnother') : t('exports.imports.button')}
          </Button>
        )}
      </FileButton>
      {file && <Text size="sm">{t('exports.imports.fileName', { name: file.name })}</Text>}
      {busy && (
        <Stack gap={4} role="status">
          <Text size="sm">{t(`exports.imports.${step.kind}`)}</Text>
          <Progress.Root>
            <Progress.Section
              value={100}
              animated
              withAria={false}
              role="progressbar"
              aria-label={t('exports.imports.progressLabel')}
            />
          </Progress.Root>
        </Stack>
      )}
      {preview && preview.sheets.length > 1 && (
        <Select
          label={t('exports.imports.sheet')}
          data={preview.sheets.map((name, index) => ({ value: String(index + 1), label: name }))}
          value={String(sheet ?? 1)}
          onChange={chooseSheet}
          allowDeselect={false}
          disabled={busy}
        />
      )}
      {preview && preview.shape === 'generic' && (
        <MappingStep
          headers={preview.headers}
          mapping={mapping ?? {}}
          onChange={mapField}
          onCheck={() => file && void check(file, mapping ?? {})}
          disabled={busy}
        />
      )}
      {preview && <PreviewSummary preview={preview} />}
      {preview && (
        <Button
          onClick={() => void importNow(preview)}
          disabled={
            busy ||
            preview.errorCount > 0 ||
            preview.existingBottleCount > 0 ||
            preview.bottles === 0
          }
        >
          {t('exports.imports.importButton', { count: preview.bottles })}
        </Button>
      )}
      {(step.kind === 'imported' || step.kind === 'undoing') && (
        <Alert color="green" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('exports.imports.imported', { count: step.bottles })}</Text>
            <Button
              variant="default"
              size="xs"
              onClick={() => void undo(step.importId, step.bottles)}
              disabled={step.kind === 'undoing'}
            >
              {t('exports.imports.undoButton')}
            </Button>
          </Stack>
        </Alert>
      )}
      {step.kind === 'undone' && (
        <Alert color="green" role="status">
          {t('exports.imports.undone', { count: step.bottles })}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <PastImports
        version={pastVersion}
        onUndone={(importId, bottles) => {
          if ((step.kind === 'imported' || step.kind === 'undoing') && step.importId === importId) {
            setStep({ kind: 'undone', bottles });
          }
          setPastVersion((version) => version + 1);
        }}
      />
    </Stack>
  );
}

function MappingStep(props: {
  headers: string[];
  mapping: ImportMapping;
  onChange: (field: ImportField, column: string | null) => void;
  onCheck: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const columns = [
    { value: NOT_IMPORTED, label: t('exports.imports.notImported') },
    ...props.headers.map((header, index) => ({
      value: String(index),
      label: header.trim() === '' ? t('exports.imports.column', { number: index + 1 }) : header,
    })),
  ];
  return (
    <Stack gap="xs">
      <Title order={4} fz="md">
        {t('exports.imports.mappingTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('exports.imports.mappingHelp')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {MAPPED_FIELDS.map((field) => {
          const index = props.mapping[field];
          return (
            <Select
              key={field}
              label={t(`exports.imports.fields.${field}`)}
              data={columns}
              value={index === undefined ? NOT_IMPORTED : String(index)}
              onChange={(value) => props.onChange(field, value)}
              allowDeselect={false}
              disabled={props.disabled}
              size="xs"
            />
          );
        })}
      </SimpleGrid>
      <Group>
        <Button variant="default" onClick={props.onCheck} disabled={props.disabled}>
          {t('exports.imports.checkAgain')}
        </Button>
      </Group>
    </Stack>
  );
}

function PreviewSummary({ preview }: { preview: ImportPreview }) {
  const { t, i18n } = useTranslation();
  const categories = useLiveState((state) => state.data?.categories);
  const categoryName = (keys: string) => {
    const [main = '', sub = ''] = keys.split('/');
    const language = i18n.language === 'fr' ? 'fr' : 'en';
    return (categories && categoryText(categories, main, sub, language)) ?? keys;
  };
  return (
    <Stack gap="xs" aria-live="polite">
      <Text size="sm">{t(`exports.imports.shape.${preview.shape}`)}</Text>
      <Text size="sm">
        {t('exports.imports.summary', {
          rows: preview.rows,
          bottles: preview.bottles,
          createdProducts: preview.products.created,
          matchedProducts: preview.products.matched,
          createdFormats: preview.formats.created,
          matchedFormats: preview.formats.matched,
        })}
      </Text>
      {preview.locations.length > 0 && (
        <Text size="sm">
          {t('exports.imports.newLocations', { names: preview.locations.join(', ') })}
        </Text>
      )}
      {preview.existingBottleCount > 0 && (
        <Alert
          color="orange"
          title={t('exports.imports.existingTitle', { count: preview.existingBottleCount })}
        >
          {preview.existingBottleIds.join(', ')}
        </Alert>
      )}
      {preview.errorCount > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600} c="red">
            {t('exports.imports.errorsTitle', { count: preview.errorCount })}
          </Text>
          <Table.ScrollContainer minWidth={360} mah={280}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('exports.imports.row')}</Table.Th>
                  <Table.Th>{t('exports.imports.field')}</Table.Th>
                  <Table.Th>{t('exports.imports.problem')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.errors.map((error) => (
                  <Table.Tr key={`${error.row}-${error.field}-${error.reason}`}>
                    <Table.Td>{error.row}</Table.Td>
                    <Table.Td>{t(`exports.imports.fields.${error.field}`)}</Table.Td>
                    <Table.Td>
                      {t(`exports.imports.reasons.${error.reason}`, { value: error.value })}
                      {error.proposal &&
                        ` ${t('exports.imports.proposal', { category: categoryName(error.proposal) })}`}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}
