import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isCancellable,
  isSendable,
  type PurchaseOrder,
  type PurchaseOrderAnswer,
} from '../../../domain/purchasing.js';
import { useLiveState } from '../../lib/live-store.js';
import { openPrintWindow } from '../../lib/print-window.js';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.js';
import { describeError, type ErrorText } from '../../lib/ui/error-text.js';
import { notifySuccess } from '../../lib/ui/notify.js';
import { useCurrency } from '../../lib/use-money.js';
import { printHtml } from '../reports/index.js';
import { orderPage } from './order-print.js';
import { cancelOrder, orderCsvUrl, sendOrder } from './orders-api.js';

const popupBlocked: ErrorText = (t) => t('purchasing.popupBlocked');

/** Print, CSV, e-mail (when the server can) and cancel; each way of sending marks it sent. */
export function OrderActions({
  order,
  canEmail,
  dirty,
  onChanged,
}: {
  order: PurchaseOrder;
  canEmail: boolean;
  dirty: boolean;
  onChanged: (answer: PurchaseOrderAnswer) => void;
}) {
  const { t, i18n } = useTranslation();
  const currency = useCurrency();
  const restaurant = useLiveState((state) => state.data?.restaurant.name ?? '');
  const [error, setError] = useState<ErrorText | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const run = async (work: () => Promise<PurchaseOrderAnswer>, done?: string) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await work();
      onChanged(answer);
      if (done) notifySuccess(t('purchasing.reference', { number: order.number }), done);
    } catch (caught) {
      setError(() => describeError(caught, (tt) => tt('purchasing.actionFailed')));
    } finally {
      setBusy(false);
    }
  };
  const print = () => {
    const page = orderPage(t, i18n.language, order, restaurant, currency);
    if (!openPrintWindow(printHtml(page))) return setError(() => popupBlocked);
    void run(() => sendOrder(order.id, 'print', i18n.language));
  };
  const sendable = isSendable(order.status) && order.lines.length > 0;
  return (
    <>
      {dirty && sendable && <Text size="sm">{t('purchasing.unsavedFirst')}</Text>}
      <Group gap="xs" data-testid="order-actions">
        {sendable && (
          <>
            <Button variant="default" mih={44} disabled={dirty || busy} onClick={print}>
              {t('purchasing.print')}
            </Button>
            <Button
              component="a"
              href={orderCsvUrl(order.id)}
              download={`purchase-order-${order.number}.csv`}
              variant="default"
              mih={44}
              disabled={dirty || busy}
              onClick={() => void run(() => sendOrder(order.id, 'csv', i18n.language))}
            >
              {t('purchasing.csv')}
            </Button>
            {canEmail && (
              <Button
                mih={44}
                disabled={dirty || busy}
                onClick={() =>
                  void run(
                    () => sendOrder(order.id, 'email', i18n.language),
                    t('purchasing.emailed', { email: order.supplier.email }),
                  )
                }
              >
                {t('purchasing.email')}
              </Button>
            )}
          </>
        )}
        {isCancellable(order.status) && (
          <Button
            variant="subtle"
            color="red"
            mih={44}
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t('purchasing.cancel')}
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error(t)}
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('purchasing.cancelTitle')}
        message={t('purchasing.cancelMessage', {
          number: order.number,
          supplier: order.supplier.name,
        })}
        confirmLabel={t('purchasing.cancel')}
        cancelLabel={t('purchasing.keep')}
        confirmColor="red"
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          void run(() => cancelOrder(order.id));
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
