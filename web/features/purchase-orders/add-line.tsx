import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readFormatCosts } from '../../../domain/operations/deliveries.js';
import { newLineCost } from '../../../domain/purchasing.js';
import { call } from '../../lib/call.js';
import { useLiveState } from '../../lib/live-store.js';
import type { EditedLine } from './draft-lines.js';
import { wineLabel } from './order-words.js';

/**
 * Adds a wine of the cellar to a draft: one bottle at the cost `Create purchase orders` would give
 * it (`newLineCost`: its last delivery's unit cost, else its format's), to be adjusted.
 */
/** The line at its wine's last cost, read from the server; at the format's cost if that fails. */
async function withLastCost(line: EditedLine): Promise<EditedLine> {
  try {
    const costs = await call(readFormatCosts, { params: { id: line.formatId } });
    return { ...line, costCents: newLineCost(costs.lastCostCents, line.costCents) };
  } catch (error) {
    console.warn('readFormatCosts: not read', error);
    return line;
  }
}

export function AddLine({
  taken,
  onAdd,
}: {
  taken: ReadonlySet<string>;
  onAdd: (line: EditedLine) => void;
}) {
  const { t } = useTranslation();
  const data = useLiveState((state) => state.data);
  const [value, setValue] = useState<string | null>(null);
  const choices = useMemo(() => {
    if (!data) return [];
    return [...data.formats.values()]
      .flatMap((format) => {
        const product = data.products.get(format.productId);
        if (!product || taken.has(format.id)) return [];
        const line: EditedLine = {
          formatId: format.id,
          name: product.name,
          producer: product.producer,
          vintage: format.vintage,
          bottleSize: format.bottleSize,
          quantity: 1,
          costCents:
            format.cost === null || format.cost === undefined
              ? null
              : Math.round(format.cost * 100),
        };
        return [{ line, label: wineLabel(t, line) }];
      })
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [data, taken, t]);
  return (
    <Select
      label={t('purchasing.addLine')}
      placeholder={t('purchasing.addLinePlaceholder')}
      searchable
      clearable
      value={value}
      data={choices.map((choice) => ({ value: choice.line.formatId, label: choice.label }))}
      onChange={(formatId) => {
        const choice = choices.find((c) => c.line.formatId === formatId);
        setValue(null);
        if (choice) void withLastCost(choice.line).then(onAdd);
      }}
    />
  );
}
