import { type BottleRow, formatLabel, groupByFormat } from '../../lib/bottle-rows.js';
import type { ListItem } from '../manual-batch/index.js';

/** The unassigned bottles by wine and format: a heading (select the group) then its bottles. */
export function unassignedItems(rows: readonly BottleRow[]): ListItem[] {
  const items: ListItem[] = [];
  for (const group of groupByFormat(rows)) {
    const first = group.rows[0];
    if (!first) continue;
    items.push({
      kind: 'group',
      key: group.formatId,
      label: formatLabel(first.name, first.vintage, first.size),
      ids: group.rows.map((row) => row.id),
    });
    for (const row of group.rows) items.push({ kind: 'bottle', row });
  }
  return items;
}
