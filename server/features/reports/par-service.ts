import type { z } from 'zod';
import type {
  ParLevels,
  putParLevelsSchema,
  putReportSettingsSchema,
  ReportSettings,
} from '../../../domain/reports.js';
import type { Db } from '../../db/database.js';
import { parameterChunks } from '../../db/parameter-chunks.js';
import type { Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/app-error.js';
import { readReportSettings } from './settings-repo.js';

type PutParLevels = z.output<typeof putParLevelsSchema>;
type PutSettings = z.output<typeof putReportSettingsSchema>;

/** Par levels of formats and the restaurant's report settings: written by the Writer. */
export class ParService {
  constructor(
    private readonly db: Db,
    private readonly writer: Writer,
  ) {}

  async list(actor: Actor): Promise<ParLevels> {
    const rows = await this.db.kysely
      .selectFrom('formats')
      .select(['id', 'par_level'])
      .where('restaurant_id', '=', actor.restaurantId)
      .where('par_level', 'is not', null)
      .execute();
    return { levels: rows.map((row) => ({ formatId: row.id, par: row.par_level })) };
  }

  /** All or none: an unknown format (or another restaurant's) changes nothing and is a 404. */
  async put(actor: Actor, request: PutParLevels): Promise<ParLevels> {
    // The last one said for a format is what it keeps.
    const levels = new Map(request.levels.map((level) => [level.formatId, level.par]));
    return this.writer.write(actor, async (tx, record) => {
      const byPar = new Map<number | null, string[]>();
      for (const [formatId, par] of levels) byPar.set(par, [...(byPar.get(par) ?? []), formatId]);
      let updated = 0;
      for (const [par, ids] of byPar) {
        for (const part of parameterChunks(ids)) {
          const result = await tx
            .updateTable('formats')
            .set({ par_level: par })
            .where('restaurant_id', '=', actor.restaurantId)
            .where('id', 'in', part)
            .executeTakeFirst();
          updated += Number(result.numUpdatedRows);
        }
      }
      if (updated !== levels.size) throw notFound();
      const saved = [...levels].map(([formatId, par]) => ({ formatId, par }));
      for (const level of saved)
        record({
          entity: 'report',
          id: level.formatId,
          op: 'put',
          action: 'format.par',
          data: level,
        });
      return { levels: saved };
    });
  }

  async settings(actor: Actor): Promise<ReportSettings> {
    const settings = await readReportSettings(this.db.kysely, actor.restaurantId);
    if (!settings) throw notFound();
    return settings;
  }

  async putSettings(actor: Actor, request: PutSettings): Promise<ReportSettings> {
    return this.writer.write(actor, async (tx, record) => {
      await tx
        .updateTable('restaurants')
        .set({ pour_cost_target: request.pourCostTarget })
        .where('id', '=', actor.restaurantId)
        .execute();
      const settings = await readReportSettings(tx, actor.restaurantId);
      if (!settings) throw notFound();
      record({
        entity: 'report',
        id: actor.restaurantId,
        op: 'put',
        action: 'report.settings',
        data: settings,
      });
      return settings;
    });
  }
}
