import { Alert, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as ops from '../../../domain/operations/purchasing.js';
import type { Supplier } from '../../../domain/purchasing.js';
import { call } from '../../lib/call.js';
import { describeError, type ErrorText } from '../../lib/ui/error-text.js';

/** A supplier's e-mail, phone, minimum order and delivery days; its name is the wines'. */
export function SupplierForm({
  supplier,
  onDone,
}: {
  supplier: Supplier;
  onDone: (saved: Supplier | null) => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(supplier.email);
  const [phone, setPhone] = useState(supplier.phone);
  const [minimum, setMinimum] = useState<number | string>(
    supplier.minimumOrderCents === null ? '' : supplier.minimumOrderCents / 100,
  );
  const [days, setDays] = useState(supplier.deliveryDays);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ErrorText | null>(null);
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const saved = await call(ops.saveSupplier, {
        params: { id: supplier.id },
        body: {
          email,
          phone,
          deliveryDays: days,
          minimumOrderCents: minimum === '' ? null : Math.round(Number(minimum) * 100),
        },
      });
      onDone(saved);
    } catch (caught) {
      setError(() => describeError(caught, (tt) => tt('purchasing.actionFailed')));
      setSaving(false);
    }
  };
  return (
    <Stack gap="xs">
      <Text fw={600}>{supplier.name}</Text>
      <TextInput
        label={t('purchasing.supplier.email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      <TextInput
        label={t('purchasing.supplier.phone')}
        value={phone}
        onChange={(e) => setPhone(e.currentTarget.value)}
      />
      <NumberInput
        label={t('purchasing.supplier.minimumOrder')}
        min={0}
        decimalScale={2}
        allowNegative={false}
        hideControls
        value={minimum}
        onChange={setMinimum}
      />
      <TextInput
        label={t('purchasing.supplier.deliveryDays')}
        value={days}
        onChange={(e) => setDays(e.currentTarget.value)}
      />
      {error && (
        <Alert color="red" role="alert">
          {error(t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" mih={44} onClick={() => onDone(null)} disabled={saving}>
          {t('purchasing.supplier.cancel')}
        </Button>
        <Button mih={44} onClick={() => void save()} loading={saving}>
          {t('purchasing.supplier.save')}
        </Button>
      </Group>
    </Stack>
  );
}
