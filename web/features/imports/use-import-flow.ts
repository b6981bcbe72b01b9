import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '../../../domain/import-api.js';
import type { ImportField, ImportMapping } from '../../../domain/import-shapes.js';
import { errorText } from '../../lib/server-error.js';
import {
  previewImport,
  rememberedMapping,
  rememberMapping,
  runImport,
  undoImport,
} from './import-api.js';
import { NOT_IMPORTED } from './import-mapping.js';
import type { ImportCounts } from './undo-confirm.js';

export type ImportStep =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'preview'; preview: ImportPreview }
  | { kind: 'importing'; preview: ImportPreview }
  | { kind: 'imported'; importId: string; counts: ImportCounts }
  | { kind: 'undoing'; importId: string; counts: ImportCounts }
  | { kind: 'undone'; bottles: number };

/**
 * The Import screen's steps: a file is checked by the server, its generic columns
 * mapped, its category groups changed, then imported as one batch and perhaps undone. Each
 * choice checks the file again, so the preview always says what `Import` would do.
 */
export function useImportFlow() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ImportMapping | undefined>(undefined);
  const [sheet, setSheet] = useState<number | undefined>(undefined);
  const [groups, setGroups] = useState<Record<string, string>>({});
  // Bumped after an import or an undo, so the list of past imports is read again.
  const [pastVersion, setPastVersion] = useState(0);
  const [step, setStep] = useState<ImportStep>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const lastHeaders = useRef<string[] | null>(null);

  const check = async (
    chosen: File,
    choices: ImportMapping | undefined,
    inSheet: number | undefined = sheet,
    inGroups: Record<string, string> = groups,
  ) => {
    setError(null);
    setStep({ kind: 'checking' });
    try {
      const asked = { sheet: inSheet, groups: inGroups };
      let preview = await previewImport(chosen, { ...asked, mapping: choices });
      // A generic file with the headers of the one just mapped (the same file, fixed), or of one
      // mapped for an earlier import: its columns map the same way.
      if (preview.shape === 'generic' && choices === undefined) {
        const same = lastHeaders.current?.join('\u001f') === preview.headers.join('\u001f');
        const known = same && mapping ? mapping : rememberedMapping(preview.headers);
        if (known) preview = await previewImport(chosen, { ...asked, mapping: known });
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
    // A new file starts on its first sheet, with its categories as read or inferred.
    setSheet(undefined);
    setGroups({});
    void check(chosen, undefined, undefined, {});
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

  const checkAgain = () => file && void check(file, mapping ?? {});

  const changeGroup = (group: string, category: string) => {
    if (!file) return;
    const next = { ...groups, [group]: category };
    setGroups(next);
    void check(file, mapping, sheet, next);
  };

  const importNow = async (preview: ImportPreview, again = false) => {
    if (!file) return;
    setError(null);
    setStep({ kind: 'importing', preview });
    try {
      const choices = preview.shape === 'generic' ? { mapping } : {};
      const result = await runImport(file, { ...choices, sheet, groups, again, name: file.name });
      if (preview.shape === 'generic' && mapping) rememberMapping(preview.headers, mapping);
      setStep({ kind: 'imported', importId: result.importId, counts: result });
      setPastVersion((version) => version + 1);
    } catch (failure) {
      setStep({ kind: 'preview', preview });
      setError(errorText(t, failure, t('exports.imports.importFailed')));
    }
  };

  const undo = async (importId: string, counts: ImportCounts) => {
    setError(null);
    setStep({ kind: 'undoing', importId, counts });
    try {
      await undoImport(importId);
      setStep({ kind: 'undone', bottles: counts.bottles });
      setPastVersion((version) => version + 1);
    } catch (failure) {
      setStep({ kind: 'imported', importId, counts });
      setError(errorText(t, failure, t('exports.imports.undoFailed')));
    }
  };

  /** An import undone from the list of past imports: the one just made, perhaps. */
  const undoneElsewhere = (importId: string, bottles: number) => {
    if ((step.kind === 'imported' || step.kind === 'undoing') && step.importId === importId) {
      setStep({ kind: 'undone', bottles });
    }
    setPastVersion((version) => version + 1);
  };

  return {
    file,
    mapping,
    sheet,
    groups,
    step,
    error,
    pastVersion,
    choose,
    chooseSheet,
    mapField,
    checkAgain,
    changeGroup,
    importNow,
    undo,
    undoneElsewhere,
  };
}
