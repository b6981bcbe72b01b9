import type { SetupState } from '../../../domain/setup.js';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/app-error.js';

type Table = 'bins' | 'bottles' | 'imports' | 'team_invites' | 'qr_labels';

/** The first-run checklist: each step read from the tables that say it is done. */
export class SetupService {
  constructor(private readonly db: Db) {}

  async state(actor: Actor): Promise<SetupState> {
    const db = this.db.kysely;
    const id = actor.restaurantId;
    const any = (table: Table) =>
      db
        .selectFrom(table)
        .select('restaurant_id')
        .where('restaurant_id', '=', id)
        .limit(1)
        .executeTakeFirst()
        .then((row) => row !== undefined);
    const [restaurant, bins, bottles, imports, invites, labels, other] = await Promise.all([
      db
        .selectFrom('restaurants')
        .select(['currency', 'setup_dismissed_at'])
        .where('id', '=', id)
        .executeTakeFirst(),
      // A bin belongs to a location: one bin says there is a location with a bin.
      any('bins'),
      any('bottles'),
      any('imports'),
      any('team_invites'),
      // A sheet of QR labels printed reserves its ids there.
      any('qr_labels'),
      db
        .selectFrom('users')
        .select('id')
        .where('restaurant_id', '=', id)
        .where('id', '<>', actor.userId)
        .limit(1)
        .executeTakeFirst(),
    ]);
    if (!restaurant) throw notFound();
    return {
      dismissed: restaurant.setup_dismissed_at !== null,
      done: {
        currency: restaurant.currency !== null,
        places: bins,
        cellar: bottles || imports,
        team: other !== undefined || invites,
        labels,
      },
    };
  }

  /** Kept per restaurant, so a dismissed checklist stays gone on every phone. */
  async dismiss(actor: Actor): Promise<SetupState> {
    await this.db.kysely
      .updateTable('restaurants')
      .set({ setup_dismissed_at: new Date().toISOString() })
      .where('id', '=', actor.restaurantId)
      .where('setup_dismissed_at', 'is', null)
      .execute();
    return this.state(actor);
  }
}
