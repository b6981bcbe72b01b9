import type { Kysely } from 'kysely';
import { DEFAULT_CURRENCY } from '../../../domain/money.js';
import type { ReportSettings } from '../../../domain/reports.js';
import type { Database } from '../../db/schema.js';

export async function readReportSettings(
  db: Kysely<Database>,
  restaurantId: string,
): Promise<ReportSettings | undefined> {
  const row = await db
    .selectFrom('restaurants')
    .select(['name', 'currency', 'pour_cost_target', 'cost_rise_percent'])
    .where('id', '=', restaurantId)
    .executeTakeFirst();
  return (
    row && {
      restaurant: row.name,
      currency: row.currency ?? DEFAULT_CURRENCY,
      pourCostTarget: row.pour_cost_target,
      costRisePercent: Number(row.cost_rise_percent),
    }
  );
}
