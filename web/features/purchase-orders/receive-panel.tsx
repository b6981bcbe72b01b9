import {
  Alert,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as ops from '../../../domain/operations/purchasing.js';
import type { PurchaseOrder, PurchaseOrderAnswer } from '../../../domain/purchasing.js';
import { call } from '../../lib/call.js';
import { describeError, type ErrorText } from '../../lib/ui/error-text.js';
import { notifySuccess } from '../../lib/ui/notify.js';
import { LocationBinSelects } from '../locations/index.js';
import { Scanner } from '../scanner/index.js';
import { type LineReceipt, ReceiveLines } from './receive-lines.js';

/**
 * Receiving against the order: labels scanned into the chosen line, unlabelled bottles counted,
 * this delivery's unit costs (the order's prefilled), where they go, the invoice; then one
 * request receives them all, or none.
 */
export function ReceivePanel({
  order,
  onDone,
}: {
  order: PurchaseOrder;
  onDone: (answer: PurchaseOrderAnswer | null) => void;
}) {
  const { t } = useTranslation();
  const [receipts, setReceipts] = useState(
    () =>
      new Map<string, LineReceipt>(
        order.lines.map((line) => [
          line.formatId,
          { ids: [], count: 0, costCents: line.costCents },
        ]),
      ),
  );
  const [target, setTarget] = useState(order.lines[0]?.formatId ?? '');
  const [place, setPlace] = useState<{ locationId: string | null; bin: string }>({
    locationId: null,
    bin: '',
  });
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [invoiceTotal, setInvoiceTotal] = useState<number | string>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorText | null>(null);
  const change = (formatId: string, receipt: LineReceipt) =>
    setReceipts((current) => new Map(current).set(formatId, receipt));
  const scan = (code: string) => {
    const id = code.trim().toUpperCase();
    if ([...receipts.values()].some((receipt) => receipt.ids.includes(id))) return;
    const receipt = receipts.get(target);
    if (receipt) change(target, { ...receipt, ids: [...receipt.ids, id] });
  };
  const bottles = [...receipts.values()].reduce((sum, r) => sum + r.ids.length + r.count, 0);
  const receive = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await call(ops.receivePurchaseOrder, {
        params: { id: order.id },
        body: {
          ...place,
          invoiceNumber,
          invoiceTotalCents: invoiceTotal === '' ? null : Math.round(Number(invoiceTotal) * 100),
          lines: [...receipts].map(([formatId, receipt]) => ({ formatId, ...receipt })),
        },
      });
      notifySuccess(
        t('purchasing.reference', { number: order.number }),
        t('purchasing.receive.done', { count: bottles }),
      );
      onDone(answer);
    } catch (caught) {
      setError(() => describeError(caught, (tt) => tt('purchasing.actionFailed')));
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm" data-testid="receive-panel">
      <Scanner mode="addQr" onScan={scan} />
      <ReceiveLines
        order={order}
        receipts={receipts}
        target={target}
        onTarget={setTarget}
        onChange={change}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <LocationBinSelects
          locationId={place.locationId}
          bin={place.bin}
          onChange={(locationId, bin) => setPlace({ locationId, bin })}
        />
        <TextInput
          label={t('purchasing.receive.invoiceNumber')}
          value={invoiceNumber}
          maxLength={60}
          onChange={(event) => setInvoiceNumber(event.currentTarget.value)}
        />
        <NumberInput
          label={t('purchasing.receive.invoiceTotal')}
          min={0}
          decimalScale={2}
          allowNegative={false}
          hideControls
          value={invoiceTotal}
          onChange={setInvoiceTotal}
        />
      </SimpleGrid>
      {error && (
        <Alert color="red" role="alert">
          {error(t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Text size="sm">{t('purchasing.receive.bottles', { count: bottles })}</Text>
        <Button variant="default" mih={44} disabled={busy} onClick={() => onDone(null)}>
          {t('purchasing.supplier.cancel')}
        </Button>
        <Button mih={44} loading={busy} disabled={bottles === 0} onClick={() => void receive()}>
          {t('purchasing.receive.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
