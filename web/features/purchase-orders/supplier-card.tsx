import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Supplier } from '../../../domain/purchasing.js';
import { useMoney } from '../../lib/use-money.js';
import { SupplierForm } from './supplier-form.js';

/** The order's supplier: how to reach them, edited in place. */
export function SupplierCard({
  supplier,
  onSaved,
}: {
  supplier: Supplier;
  onSaved: (supplier: Supplier) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [editing, setEditing] = useState(false);
  const facts = [
    supplier.email || t('purchasing.supplier.noEmail'),
    supplier.phone,
    supplier.minimumOrderCents === null
      ? ''
      : `${t('purchasing.supplier.minimumOrder')}: ${money(supplier.minimumOrderCents / 100)}`,
    supplier.deliveryDays === ''
      ? ''
      : `${t('purchasing.supplier.deliveryDays')}: ${supplier.deliveryDays}`,
  ].filter((fact) => fact !== '');
  return (
    <Paper withBorder p="sm" data-testid="supplier-card">
      {editing ? (
        <SupplierForm
          supplier={supplier}
          onDone={(saved) => {
            setEditing(false);
            if (saved) onSaved(saved);
          }}
        />
      ) : (
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={600}>{supplier.name}</Text>
            {facts.map((fact) => (
              <Text size="sm" key={fact}>
                {fact}
              </Text>
            ))}
          </Stack>
          <Button variant="default" mih={44} onClick={() => setEditing(true)}>
            {t('purchasing.supplier.edit')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
