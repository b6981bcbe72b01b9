import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IntakeDelivery } from '../../../domain/deliveries.js';
import type { Format } from '../../../domain/inventory.js';
import { cleanPriceInput, formatPriceInput, parsePriceInput } from '../../../domain/price-input.js';
import { useLiveState } from '../../lib/live-store.js';
import type { Intake } from './use-intake.js';

/** What the manager typed of a delivery: the texts of its inputs; a cost not typed is prefilled. */
export interface DeliveryDraft {
  supplier: string;
  invoiceNumber: string;
  invoiceTotal: string;
  /** By format id; absent: the format's cost. */
  costs: Record<string, string>;
}

export const emptyDelivery: DeliveryDraft = {
  supplier: '',
  invoiceNumber: '',
  invoiceTotal: '',
  costs: {},
};

/** A unit cost's text, as shown: typed, else the format's cost. */
function costText(draft: DeliveryDraft, formatId: string, format: Format | undefined): string {
  return draft.costs[formatId] ?? formatPriceInput(format?.cost ?? null);
}

/**
 * The delivery the intake sends: each staged format's unit cost when one is filled in (else the
 * server takes the format's). A text that is no amount goes as NaN, which JSON sends as null, so
 * the server refuses it with its reason rather than the tab dropping it unseen.
 */
export function deliveryRequest(
  draft: DeliveryDraft,
  formatIds: readonly string[],
  formats: ReadonlyMap<string, Format>,
): IntakeDelivery {
  const amount = (text: string) => parsePriceInput(text) ?? Number.NaN;
  return {
    supplier: draft.supplier,
    invoiceNumber: draft.invoiceNumber,
    invoiceTotal: draft.invoiceTotal.trim() === '' ? null : amount(draft.invoiceTotal),
    costs: formatIds.flatMap((formatId) => {
      const text = costText(draft, formatId, formats.get(formatId));
      return text.trim() === '' ? [] : [{ formatId, cost: amount(text) }];
    }),
  };
}

/** Owners and managers: the unit cost of each wine staged, and the delivery's supplier and invoice. */
export function IntakeDeliveryFields({ intake }: { intake: Intake }) {
  const { t } = useTranslation();
  const formats = useLiveState((s) => s.data?.formats);
  const { delivery, setDelivery, state } = intake;
  const staged = [...new Map(state.staged.map((item) => [item.formatId, item.name])).entries()];
  if (staged.length === 0) return null;
  const text = (key: 'supplier' | 'invoiceNumber', label: string) => (
    <TextInput
      label={label}
      value={delivery[key]}
      onChange={(event) => setDelivery({ ...delivery, [key]: event.currentTarget.value })}
    />
  );
  return (
    <Stack gap="xs" data-testid="intake-delivery">
      <Text fw={600}>{t('costs.delivery.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('costs.delivery.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {staged.map(([formatId, name]) => (
          <TextInput
            key={formatId}
            label={t('costs.delivery.unitCost', { name })}
            inputMode="decimal"
            value={costText(delivery, formatId, formats?.get(formatId))}
            onChange={(event) =>
              setDelivery({
                ...delivery,
                costs: {
                  ...delivery.costs,
                  [formatId]: cleanPriceInput(event.currentTarget.value),
                },
              })
            }
          />
        ))}
        {text('supplier', t('costs.delivery.supplier'))}
        {text('invoiceNumber', t('costs.delivery.invoiceNumber'))}
        <TextInput
          label={t('costs.delivery.invoiceTotal')}
          inputMode="decimal"
          value={delivery.invoiceTotal}
          onChange={(event) =>
            setDelivery({ ...delivery, invoiceTotal: cleanPriceInput(event.currentTarget.value) })
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
