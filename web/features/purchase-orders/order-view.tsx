import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as ops from '../../../domain/operations/purchasing.js';
import { isReceivable } from '../../../domain/receiving.js';
import { LoadFailed } from '../../lib/ui/load-failed.js';
import { LoadingMark } from '../../lib/ui/loading-mark.js';
import { useCall } from '../../lib/use-call.js';
import { DraftEditor } from './draft-editor.js';
import { LinesTable } from './lines-table.js';
import { OrderActions } from './order-actions.js';
import { dateOf } from './order-words.js';
import { receiveWithCosts } from './orders-api.js';
import { ReceivePanel } from './receive-panel.js';
import { StatusBadge } from './status-badge.js';
import { SupplierCard } from './supplier-card.js';
import { useOrderChanges } from './use-order-changes.js';

/** One purchase order: its supplier, its lines (edited while a draft), and how to send it. */
export function OrderView({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const { loaded, reload, show } = useCall(ops.getPurchaseOrder, { params: { id } });
  // Another tab's receipt, edit, send or cancel shows here as it happens.
  useOrderChanges(() => void reload(), id);
  const [dirty, setDirty] = useState(false);
  const [receiving, setReceiving] = useState(false);
  if (loaded.status === 'loading') return <LoadingMark />;
  if (loaded.status === 'failed')
    return <LoadFailed text={t('purchasing.loadFailed')} onRetry={() => void reload()} />;
  const { order, canEmail } = loaded.value;
  return (
    <Stack gap="md" data-testid="order-view">
      <Group justify="space-between" align="center">
        <Title order={3} size="h4">
          {t('purchasing.reference', { number: order.number })} · {order.supplier.name}
        </Title>
        <StatusBadge status={order.status} />
      </Group>
      <Text size="sm" c="dimmed">
        {order.sentAt
          ? t('purchasing.sentOn', { date: dateOf(i18n.language, order.sentAt) })
          : t('purchasing.createdOn', { date: dateOf(i18n.language, order.createdAt) })}
      </Text>
      <SupplierCard
        supplier={order.supplier}
        onSaved={(supplier) => show({ canEmail, order: { ...order, supplier } })}
      />
      {order.status === 'draft' ? (
        <DraftEditor order={order} onSaved={(answer) => show(answer)} onDirty={setDirty} />
      ) : (
        <>
          <LinesTable order={order} />
          {order.note !== '' && <Text size="sm">{order.note}</Text>}
        </>
      )}
      {receiving ? (
        <ReceivePanel
          order={order}
          costs
          send={(receipt) => receiveWithCosts(order.id, receipt)}
          onDone={(answer) => {
            setReceiving(false);
            if (answer) show(answer);
          }}
        />
      ) : (
        <>
          {isReceivable(order.status) && (
            <Button mih={44} style={{ alignSelf: 'flex-start' }} onClick={() => setReceiving(true)}>
              {t('purchasing.receive.action')}
            </Button>
          )}
          <OrderActions
            order={order}
            canEmail={canEmail}
            dirty={dirty}
            onChanged={(answer) => show(answer)}
          />
        </>
      )}
    </Stack>
  );
}
