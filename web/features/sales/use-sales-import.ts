import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesField } from '../../../domain/sales.js';
import type { SalesPreview } from '../../../domain/sales-api.js';
import { errorText } from '../../lib/server-error.js';
import { importSales, previewSales, type SalesMapping } from './sales-api.js';

export type SalesStep =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'preview'; preview: SalesPreview }
  | { kind: 'importing'; preview: SalesPreview }
  | { kind: 'imported'; lines: number; replacedDays: string[]; removed: number; short: number };

/**
 * Import sales, step by step: the file is read by the server (a preview), its columns chosen
 * when no POS is recognised in it, then imported; days another file has are replaced only when
 * the person presses Replace.
 */
export function useSalesImport(onImported: () => void) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<SalesMapping | undefined>(undefined);
  const [sheet, setSheet] = useState<number | undefined>(undefined);
  const [step, setStep] = useState<SalesStep>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);

  const check = async (chosen: File, choices: SalesMapping | undefined, inSheet = sheet) => {
    setError(null);
    setStep({ kind: 'checking' });
    try {
      const preview = await previewSales(chosen, { mapping: choices, sheet: inSheet });
      setMapping(preview.source === 'mapped' ? (preview.mapping as SalesMapping) : undefined);
      setStep({ kind: 'preview', preview });
    } catch (failure) {
      setStep({ kind: 'idle' });
      setError(errorText(t, failure, t('sales.import.checkFailed')));
    }
  };

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    setFile(chosen);
    setSheet(undefined);
    void check(chosen, undefined, undefined);
  };

  const chooseSheet = (value: string | null) => {
    if (!file || value === null) return;
    setSheet(Number(value));
    void check(file, undefined, Number(value));
  };

  const mapField = (field: SalesField, column: string | null) => {
    const next: SalesMapping = { ...mapping };
    delete next[field];
    if (column !== null && column !== '') next[field] = Number(column);
    setMapping(next);
  };

  const checkAgain = () => file && void check(file, mapping ?? {});

  const importNow = async (preview: SalesPreview, replace = false) => {
    if (!file) return;
    setError(null);
    setStep({ kind: 'importing', preview });
    try {
      const choices = preview.source === 'mapped' ? { mapping } : {};
      const result = await importSales(file, { ...choices, sheet, replace, name: file.name });
      setStep({
        kind: 'imported',
        lines: result.lines,
        replacedDays: result.replacedDays,
        removed: result.depletion.removed,
        short: result.depletion.short,
      });
      onImported();
    } catch (failure) {
      setStep({ kind: 'preview', preview });
      setError(errorText(t, failure, t('sales.import.importFailed')));
    }
  };

  return {
    file,
    mapping,
    sheet,
    step,
    error,
    choose,
    chooseSheet,
    mapField,
    checkAgain,
    importNow,
  };
}
