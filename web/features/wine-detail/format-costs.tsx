import { Badge, Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CostArrival, FormatCosts as Costs } from '../../../domain/deliveries.js';
import { readFormatCosts } from '../../../domain/operations/deliveries.js';
import { currentLanguage } from '../../lib/i18n.js';
import { formatCount } from '../../lib/number-format.js';
import { useCall } from '../../lib/use-call.js';
import { useMoney } from '../../lib/use-money.js';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text data-testid={testId}>{value}</Text>
    </Stack>
  );
}

/** The arrivals, newest first: date, supplier, unit cost, quantity, and a rise flagged. */
function CostHistory({ costs }: { costs: Costs }) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = currentLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const none = t('costs.detail.none');
  const cost = (arrival: CostArrival) =>
    arrival.unitCostCents === null ? none : money(arrival.unitCostCents / 100);
  if (costs.arrivals.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('costs.detail.noArrivals')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table data-testid="cost-history" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('costs.detail.date')}</Table.Th>
            <Table.Th>{t('costs.detail.supplier')}</Table.Th>
            <Table.Th ta="right">{t('costs.detail.unitCost')}</Table.Th>
            <Table.Th ta="right">{t('costs.detail.quantity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {costs.arrivals.map((arrival) => (
            <Table.Tr key={`${arrival.at}-${arrival.deliveryId}-${arrival.unitCostCents}`}>
              <Table.Td>{date.format(new Date(arrival.at))}</Table.Td>
              <Table.Td>{arrival.supplier || none}</Table.Td>
              <Table.Td ta="right">
                <Stack gap={2} align="flex-end">
                  <span>{cost(arrival)}</span>
                  {arrival.rise && arrival.changePercent !== null && (
                    <Badge
                      color="red"
                      variant="light"
                      title={t('costs.detail.riseHint', { percent: costs.risePercent })}
                      data-testid="cost-rise"
                    >
                      {t('costs.detail.rise', { percent: arrival.changePercent })}
                    </Badge>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td ta="right">{formatCount(arrival.bottles, language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A format's costs for owners and managers (decision 0042): its last cost, the average cost of
 * the bottles on hand at their own costs, their value, and the cost history. Read again when the
 * format's cost or its bottles change.
 */
export function FormatCosts({ formatId, changed }: { formatId: string; changed: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { loaded, reload } = useCall(readFormatCosts, { params: { id: formatId } });
  // useCall reads when the detail opens (and for another format): this reads again only when
  // `changed` does, so an opened detail asks its costs once.
  const seen = useRef(changed);
  useEffect(() => {
    if (seen.current === changed) return;
    seen.current = changed;
    void reload();
  }, [changed, reload]);
  if (loaded.status !== 'ready') return null;
  const costs = loaded.value;
  const amount = (cents: number | null) =>
    cents === null ? t('costs.detail.none') : money(cents / 100);
  return (
    <Card withBorder padding="md" data-testid="format-costs">
      <Stack gap="sm">
        <Text fw={700}>{t('costs.detail.title')}</Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Figure
            label={t('costs.detail.lastCost')}
            value={amount(costs.lastCostCents)}
            testId="last-cost"
          />
          <Figure
            label={t('costs.detail.averageCost')}
            value={amount(costs.averageCostCents)}
            testId="average-cost"
          />
          <Figure
            label={t('costs.detail.value')}
            value={amount(costs.valueCents)}
            testId="value-on-hand"
          />
        </SimpleGrid>
        <Text fw={600}>{t('costs.detail.history')}</Text>
        <CostHistory costs={costs} />
      </Stack>
    </Card>
  );
}
