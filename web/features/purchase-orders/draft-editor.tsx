import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrder, PurchaseOrderAnswer } from '../../../domain/purchasing.js';
import { describeError, type ErrorText } from '../../lib/ui/error-text.js';
import { notifySuccess } from '../../lib/ui/notify.js';
import { AddLine } from './add-line.js';
import { DraftLines, type EditedLine } from './draft-lines.js';
import { saveDraft } from './orders-api.js';

/** A draft's lines and note, edited here and saved together (all or nothing). */
export function DraftEditor({
  order,
  onSaved,
  onDirty,
}: {
  order: PurchaseOrder;
  onSaved: (answer: PurchaseOrderAnswer) => void;
  onDirty: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<EditedLine[]>(order.lines);
  const [note, setNote] = useState(order.note);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ErrorText | null>(null);
  // What the lines were taken from: the draft saved elsewhere since (read again live) replaces
  // them, unless they are being edited here, which then says so.
  const shown = JSON.stringify([order.lines, order.note]);
  const [base, setBase] = useState(shown);
  const [dirty, setDirtyHere] = useState(false);
  if (shown !== base && !dirty) {
    setBase(shown);
    setLines(order.lines);
    setNote(order.note);
  }
  const markDirty = (next: boolean) => {
    setDirtyHere(next);
    onDirty(next);
  };
  const edit = (next: EditedLine[]) => {
    setLines(next);
    markDirty(true);
  };
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const answer = await saveDraft(order.id, {
        note,
        lines: lines.map(({ formatId, quantity, costCents }) => ({
          formatId,
          quantity,
          costCents,
        })),
      });
      markDirty(false);
      notifySuccess(t('purchasing.saved'), t('purchasing.reference', { number: order.number }));
      onSaved(answer);
    } catch (caught) {
      setError(() => describeError(caught, (tt) => tt('purchasing.actionFailed')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="sm">
      <DraftLines lines={lines} onChange={edit} />
      <AddLine
        taken={new Set(lines.map((line) => line.formatId))}
        onAdd={(line) => {
          // Added once its cost is read: to the lines as they are then.
          setLines((current) =>
            current.some((at) => at.formatId === line.formatId) ? current : [...current, line],
          );
          markDirty(true);
        }}
      />
      <Textarea
        label={t('purchasing.note')}
        value={note}
        autosize
        minRows={2}
        maxLength={2000}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          markDirty(true);
        }}
      />
      {shown !== base && (
        <Alert color="yellow" role="status">
          {t('purchasing.changedElsewhere')}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error(t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void save()} loading={saving} mih={44}>
          {t('purchasing.save')}
        </Button>
      </Group>
    </Stack>
  );
}
