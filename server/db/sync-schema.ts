import type { Generated } from 'kysely';

// The offline replay's tables (migration 0030, decision 0046), added to schema.ts's Database by
// declaration merging: that file is at the server's 400-line limit.
declare module './schema.js' {
  interface Database {
    sync_devices: SyncDeviceTable;
    sync_outcomes: SyncOutcomeTable;
  }

  interface ChangeBatchTable {
    /** When a change replayed from a phone was made there; null for a change made online. */
    made_at: Generated<string | null>;
  }
}

/** A phone replaying its offline changes. */
export interface SyncDeviceTable {
  restaurant_id: string;
  /** Made by the device (a UUID); unique within the restaurant. */
  device_id: string;
  /** The member who first synced from it: no one else's changes replay under its numbers. */
  user_id: string;
  /** The last change number settled (applied or refused), in the transaction that settled it. */
  last_seq: Generated<number>;
  created_at: string;
}

/** What the server answered one settled change of a device: a replay answers the same. */
export interface SyncOutcomeTable {
  restaurant_id: string;
  device_id: string;
  seq: number;
  /** The device's id of the change. */
  change_id: string;
  outcome: 'applied' | 'refused';
  reason: string | null;
  /** JSON of the reason's details; null when none. */
  details: string | null;
  settled_at: string;
  /**
   * JSON: applied, what the change's route answers (null when it answers nothing); refused, the
   * error it would have answered ({ reason, details }). Migration 0034; null before it.
   */
  answer: string | null;
}
