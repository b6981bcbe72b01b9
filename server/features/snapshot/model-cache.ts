import { type CostView, withoutCosts } from '../../../domain/cost-view.js';
import { modelText } from '../../../domain/model-text.js';
import { compactModel } from '../../../domain/snapshot-codec.js';
import type { Db } from '../../db/database.js';
import { asciiJson } from './ascii-json.js';
import { EncodedModel } from './encoded-model.js';
import { RecentlyUsed } from './recently-used.js';
import { readModel } from './snapshot-service.js';

export interface ModelCacheOptions {
  /**
   * How many revisions behind the database a held model may be and still be served while the
   * current one is built. The tab then replays the difference from the live feed, which replays
   * at most LIVE_MAX_REPLAY revisions: keep this well under it.
   */
  maxLag: number;
  /** How many models are held (the most recently used; a restaurant's two views are two). */
  capacity?: number;
  onBuildError: (error: unknown) => void;
}

/**
 * The compact models of the most recently used restaurants (decision 0013), built when a tab asks
 * and nowhere else: reading a model is a few reads of wines, formats and counts, not of bottles.
 * Each view of a restaurant (with or without costs) is a model of its own, read and
 * built on its own: the rest holds as if they were two restaurants.
 *
 * A model is consistent at its revision and the tab follows the live feed from exactly that
 * revision, so a model a few revisions old plus the replayed changes is the current state. A
 * request that finds the held model behind gets it at once while the current one is built in the
 * background; with none held, or one too far behind, it waits for the build. Either way one build
 * at a time per restaurant, however many tabs ask.
 */
export class ModelCache {
  private readonly held: RecentlyUsed<EncodedModel>;
  private readonly building = new Map<string, Promise<EncodedModel>>();

  constructor(
    private readonly db: Db,
    private readonly options: ModelCacheOptions,
  ) {
    this.held = new RecentlyUsed(options.capacity ?? 32);
  }

  /**
   * The model to send, in `view`, for a restaurant whose database is at `revision`; not older
   * than `atLeast`, the revision a tab already shows (it would otherwise lose, for a moment, what
   * is on its screen).
   */
  serve(
    restaurantId: string,
    revision: number,
    view: CostView,
    atLeast = 0,
  ): Promise<EncodedModel> {
    const key = `${view}/${restaurantId}`;
    const held = this.held.get(key);
    if (held && held.revision >= revision) return Promise.resolve(held);
    const build = this.build(key, restaurantId, view);
    if (held && held.revision >= atLeast && revision - held.revision <= this.options.maxLag) {
      build.catch(this.options.onBuildError);
      return Promise.resolve(held);
    }
    return build;
  }

  /** Resolves once no build is running (before the database closes). */
  async settled(): Promise<void> {
    while (this.building.size > 0) await Promise.allSettled(this.building.values());
  }

  private build(key: string, restaurantId: string, view: CostView): Promise<EncodedModel> {
    let build = this.building.get(key);
    if (!build) {
      build = this.read(key, restaurantId, view).finally(() => this.building.delete(key));
      this.building.set(key, build);
    }
    return build;
  }

  private async read(key: string, restaurantId: string, view: CostView): Promise<EncodedModel> {
    const model = await readModel(this.db, restaurantId);
    const compact = compactModel(model);
    // A line per column (domain/model-text.ts): a phone reads it as it arrives.
    const json = asciiJson(modelText(view === 'with-costs' ? compact : withoutCosts(compact)));
    const encoded = await EncodedModel.fromJson(restaurantId, model.revision, view, json);
    const held = this.held.peek(key);
    if (!held || held.revision < encoded.revision) this.held.set(key, encoded);
    return encoded;
  }
}
