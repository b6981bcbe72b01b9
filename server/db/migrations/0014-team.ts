import type { Kysely, Migration } from 'kysely';

/**
 * A restaurant is a team. Each user has a role (domain/permissions.ts); the users there
 * before are their restaurant's owners. A team invite is a single-use link to join one
 * restaurant with one role; only the code's digest is kept, as for sessions.
 */
export const teamMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('users')
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
      .execute();
    await db.schema
      .createTable('team_invites')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
      .addColumn('code_hash', 'text', (c) => c.notNull().unique())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('created_by_user_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('used_by_user_id', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema
      .createIndex('team_invites_by_restaurant')
      .on('team_invites')
      .columns(['restaurant_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('team_invites').execute();
    await db.schema.alterTable('users').dropColumn('role').execute();
  },
};
