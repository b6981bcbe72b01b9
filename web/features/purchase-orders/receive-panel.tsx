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
import type { DeliveryOrder } from '../../../domain/receiving.js';
import { describeError, type ErrorText } from '../../lib/ui/error-text.js';
import { notifySuccess } from '../../lib/ui/notify.js';
import { LocationBinSelects } from '../locations/index.js';
import { Scanner } from '../scanner/index.js';
import type { Receipt } from './orders-api.js';
import { type LineReceipt, ReceiveLines } from './receive-lines.js';

type ReceivedLine = DeliveryOrder['lines'][number] & { costCents?: number | null };

/**
 * Receiving against the order: labels scanned into the chosen line, unlabelled bottles counted,
 * this delivery's unit costs (`costs`: the order's prefilled; without, none is shown or sent),
 * where they go, the invoice; then one request receives them all, or none.
 */
export function ReceivePanel<T>({
  order,
  costs,
  send,
  onDone,
}: {
  order: { number: number; lines: readonly ReceivedLine[] };
  costs: boolean;
  send: (receipt: Receipt) => Promise<T>;
  onDone: (answer: T | null) => void;
}) {
  const { t } = useTranslation();
  const [receipts, setReceipts] = useState(
    () =>
      new Map<string, LineReceipt>(
        order.lines.map((line) => [
          line.formatId,
          { ids: [], count: 0, costCents: line.costCents ?? null },
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
      const answer = await send({
        ...place,
        invoiceNumber,
        invoiceTotalCents: invoiceTotal === '' ? null : Math.round(Number(invoiceTotal) * 100),
        lines: [...receipts].map(([formatId, receipt]) => ({ formatId, ...receipt })),
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
        lines={order.lines}
        costs={costs}
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
        {costs && (
          <NumberInput
            label={t('purchasing.receive.invoiceTotal')}
            min={0}
            decimalScale={2}
            allowNegative={false}
            hideControls
            value={invoiceTotal}
            onChange={setInvoiceTotal}
          />
        )}
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
