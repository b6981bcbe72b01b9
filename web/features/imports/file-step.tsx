import { Button, FileButton, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WorkUnderWay } from '../../lib/ui/work-under-way.js';

/** The files a person may choose: what the server reads (CSV and its kin, XLSX). */
const ACCEPTED = '.csv,.txt,.tsv,.xlsx,text/csv';

/**
 * The first step of a file import, the same for a cellar and for sales: the file chosen (or
 * another), its name, the server's work under way with its progress, and the sheet to read when
 * the file has more than one. `words` names the feature's strings (each has `button`,
 * `chooseAnother`, `fileName`, `progressLabel` and `sheet`); `working` is what the feature says of
 * the step under way, null when none is, and the button waits while it goes on.
 */
export function FileStep({
  words,
  file,
  working,
  sheets,
  sheet,
  onChoose,
  onChooseSheet,
}: {
  words: 'exports.imports' | 'sales.import';
  file: File | null;
  working: string | null;
  /** The file's sheets, once the server has read it. */
  sheets: readonly string[] | null;
  sheet: number | undefined;
  onChoose: (file: File | null) => void;
  onChooseSheet: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const busy = working !== null;
  return (
    <>
      <FileButton onChange={onChoose} accept={ACCEPTED}>
        {(props) => (
          <Button {...props} variant="light" disabled={busy}>
            {file ? t(`${words}.chooseAnother`) : t(`${words}.button`)}
          </Button>
        )}
      </FileButton>
      {file && <Text size="sm">{t(`${words}.fileName`, { name: file.name })}</Text>}
      {working !== null && <WorkUnderWay text={working} label={t(`${words}.progressLabel`)} />}
      {sheets && sheets.length > 1 && (
        <Select
          label={t(`${words}.sheet`)}
          data={sheets.map((name, index) => ({ value: String(index + 1), label: name }))}
          value={String(sheet ?? 1)}
          onChange={onChooseSheet}
          allowDeselect={false}
          disabled={busy}
        />
      )}
    </>
  );
}
