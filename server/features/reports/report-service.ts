import { type RemovalReason, removalReasons } from '../../../domain/removal-reasons.js';
import {
  aboveTarget,
  addValued,
  bottlesValue,
  costOfGoods,
  DEFAULT_POUR_COST_TARGET,
  NOTHING,
  pourCostPercent,
  toOrder,
  type Valued,
} from '../../../domain/report-formulas.js';
import type {
  CostChangesReport,
  CostSum,
  DeadStockReport,
  GlassReport,
  MovementReport,
  OutReport,
  ReorderLine,
  ReorderReport,
  ReportQuery,
  ValueGroup,
  ValueReport,
} from '../../../domain/reports.js';
import type { VarianceReport } from '../../../domain/variance.js';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../http/actor.js';
import { currentRevision } from '../restaurants/index.js';
import { costChanges } from './cost-changes.js';
import type { FormatFacts } from './format-facts-repo.js';
import type { PlacedCount } from './money-view-repo.js';
import * as repo from './money-view-repo.js';
import { type Period, periodOf, weekRanges } from './report-period.js';
import { readReportSettings } from './settings-repo.js';
import { variance } from './variance.js';

const DAY_MS = 86_400_000;
/** Restaurants whose formats stay in memory between reports (the most recently read). */
const CACHED_RESTAURANTS = 20;
const nameOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function costSum(value: Valued): CostSum {
  return { bottles: value.bottles, costCents: value.costCents, withoutCost: value.withoutCost };
}

function removedCost(sum: repo.RemovedSum): CostSum {
  return { bottles: sum.bottles, costCents: sum.costCents, withoutCost: sum.bottles - sum.costed };
}

function sumCosts(items: readonly CostSum[]): CostSum {
  return items.reduce(
    (total, item) => ({
      bottles: total.bottles + item.bottles,
      costCents: total.costCents + item.costCents,
      withoutCost: total.withoutCost + item.withoutCost,
    }),
    { bottles: 0, costCents: 0, withoutCost: 0 },
  );
}

/**
 * The removals of a period with `Poured by the glass` also holding the glasses poured from bottles
 * not removed in it (still open at its end): the cost of goods less what the removals are worth.
 * A bottle's value changes only as it is poured (its own cost is fixed, decision 0042), so once a
 * removed bottle counts what it was worth at the period's opening, that difference is exactly what
 * its open bottles lost, and the reasons add up to the cost of goods to the cent.
 */
function withGlassesPoured<R extends CostSum & { reason: RemovalReason }>(
  rows: readonly R[],
  costOfGoodsCents: number,
): R[] {
  const glasses = costOfGoodsCents - sumCosts(rows).costCents;
  return rows.map((row) =>
    row.reason === 'poured' ? { ...row, costCents: row.costCents + glasses } : row,
  );
}

/**
 * Counted bottles valued: at their own costs when read with them (decision 0042: in the cellar
 * and removed alike), else at their format's cost today; at the format's menu price.
 */
function valued(count: PlacedCount, format: FormatFacts | undefined): Valued {
  const price = format?.priceCents ?? null;
  if (count.costCents === undefined)
    return bottlesValue(count.bottles, format?.costCents ?? null, price);
  const costed = count.costed ?? 0;
  return {
    ...bottlesValue(count.bottles, null, price),
    costCents: count.costCents,
    withoutCost: count.bottles - costed,
  };
}

function formatLine(format: FormatFacts) {
  return {
    formatId: format.id,
    name: format.name,
    producer: format.producer,
    vintage: format.vintage,
    bottleSize: format.bottleSize,
    costCents: format.costCents,
  };
}

const byName = (a: FormatFacts, b: FormatFacts) =>
  nameOrder.compare(a.name, b.name) ||
  nameOrder.compare(a.vintage, b.vintage) ||
  a.bottleSize - b.bottleSize;

/** The money view: every figure computed here from the inventory and removals. */
export class ReportService {
  /**
   * Every report reads every format with its wine (8,000 and 5,000 rows in the bench
   * restaurant), and a manager goes through the tabs one after the other: kept per restaurant
   * at the revision it was read at, which any write changes (on every server: it is the row's).
   */
  private readonly formatCache = new Map<
    string,
    { revision: number; formats: Map<string, FormatFacts> }
  >();

  constructor(private readonly db: Db) {}

  private async formats(restaurantId: string): Promise<Map<string, FormatFacts>> {
    const revision = await currentRevision(this.db.kysely, restaurantId);
    const cached = this.formatCache.get(restaurantId);
    if (cached?.revision === revision) return cached.formats;
    const formats = await repo.readFormats(this.db.heavyReads, restaurantId);
    const byId = new Map(formats.map((format) => [format.id, format]));
    this.formatCache.delete(restaurantId);
    this.formatCache.set(restaurantId, { revision, formats: byId });
    if (this.formatCache.size > CACHED_RESTAURANTS) {
      const oldest = this.formatCache.keys().next().value;
      if (oldest !== undefined) this.formatCache.delete(oldest);
    }
    return byId;
  }

  /** The bottles on hand at a moment, at their own costs: now, or rebuilt for a past one. */
  private async onHand(restaurantId: string, at: string, atNow: boolean): Promise<PlacedCount[]> {
    if (atNow) return repo.bottlesNow(this.db.heavyReads, restaurantId);
    const [present, removed] = await Promise.all([
      repo.presentAdded(this.db.heavyReads, restaurantId, '', at),
      repo.removedOnHandAt(this.db.heavyReads, restaurantId, at),
    ]);
    return [...present, ...removed];
  }

  private total(counts: readonly PlacedCount[], formats: Map<string, FormatFacts>): Valued {
    return counts.reduce(
      (sum, count) => addValued(sum, valued(count, formats.get(count.formatId))),
      NOTHING,
    );
  }

  async value(actor: Actor, query: ReportQuery): Promise<ValueReport> {
    const period = periodOf(query);
    const [formats, counts, names] = await Promise.all([
      this.formats(actor.restaurantId),
      this.onHand(actor.restaurantId, period.at, period.atNow),
      repo.readNames(this.db.heavyReads, actor.restaurantId),
    ]);
    const labelOf = (count: PlacedCount, format: FormatFacts | undefined): string => {
      const group: ValueGroup = query.group;
      if (group === 'location') return names.locations.get(count.locationId) ?? '';
      if (format === undefined) return '';
      if (group === 'category') return names.categories.get(format.category)?.[query.lang] ?? '';
      return format[group].trim();
    };
    const groups = new Map<string, Valued>();
    for (const count of counts) {
      const format = formats.get(count.formatId);
      const label = labelOf(count, format);
      groups.set(label, addValued(groups.get(label) ?? NOTHING, valued(count, format)));
    }
    const rows = [...groups]
      .map(([label, value]) => ({ label, ...value }))
      // The largest value first; the group without a name last.
      .sort((a, b) => Number(a.label === '') - Number(b.label === '') || b.costCents - a.costCents);
    return {
      from: period.from,
      to: period.to,
      at: period.at,
      group: query.group,
      groups: rows,
      total: rows.reduce((sum, row) => addValued(sum, row), NOTHING),
    };
  }

  async out(actor: Actor, query: ReportQuery): Promise<OutReport> {
    const period = periodOf(query);
    const id = actor.restaurantId;
    const kysely = this.db.heavyReads;
    const [formats, removals, present, now] = await Promise.all([
      this.formats(id),
      repo.removalsAround(kysely, id, period.from, period.to),
      repo.presentAround(kysely, id, period.from, period.at),
      period.atNow ? repo.bottlesNow(kysely, id) : undefined,
    ]);
    const removedRows = removalReasons.map((reason: RemovalReason) => {
      const found = removals.find((row) => row.reason === reason)?.out;
      return { reason, ...removedCost(found ?? { bottles: 0, costCents: 0, costed: 0 }) };
    });
    const removed = (figure: 'opening' | 'received' | 'closing'): CostSum =>
      sumCosts(removals.map((row) => removedCost(row[figure])));
    const here = (parts: ReadonlyArray<'before' | 'within' | 'closing'>): CostSum =>
      sumCosts(present.flatMap((split) => parts.map((part) => removedCost(split[part]))));
    const opening = sumCosts([here(['before']), removed('opening')]);
    const received = sumCosts([here(['within']), removed('received')]);
    // Closing now: the counts the triggers keep (nothing removed is here); in the past, the
    // bottles here added before `to` and those removed since.
    const closing = now
      ? costSum(this.total(now, formats))
      : sumCosts([here(['closing']), removed('closing')]);
    const costOfGoodsCents = costOfGoods(opening.costCents, received.costCents, closing.costCents);
    const rows = withGlassesPoured(removedRows, costOfGoodsCents);
    return {
      from: period.from,
      to: period.to,
      reasons: rows,
      total: sumCosts(rows),
      opening,
      received,
      closing,
      costOfGoodsCents,
    };
  }

  async glass(actor: Actor): Promise<GlassReport> {
    const [formats, listings, settings] = await Promise.all([
      this.formats(actor.restaurantId),
      repo.readListings(this.db.heavyReads, actor.restaurantId),
      readReportSettings(this.db.heavyReads, actor.restaurantId),
    ]);
    const target = settings?.pourCostTarget ?? DEFAULT_POUR_COST_TARGET;
    const rows = listings.flatMap((listing) => {
      const format = formats.get(listing.formatId);
      if (format === undefined) return [];
      const pourCost3oz = pourCostPercent(
        format.costCents,
        format.bottleSize,
        3,
        listing.price3ozCents,
      );
      const pourCost5oz = pourCostPercent(
        format.costCents,
        format.bottleSize,
        5,
        listing.price5ozCents,
      );
      return [
        {
          format,
          row: {
            ...formatLine(format),
            price3ozCents: listing.price3ozCents,
            price5ozCents: listing.price5ozCents,
            pourCost3oz,
            pourCost5oz,
            above3oz: aboveTarget(pourCost3oz, target),
            above5oz: aboveTarget(pourCost5oz, target),
          },
        },
      ];
    });
    rows.sort((a, b) => byName(a.format, b.format));
    return { target, rows: rows.map(({ row }) => row) };
  }

  async deadStock(actor: Actor, query: ReportQuery, now = new Date()): Promise<DeadStockReport> {
    const since = new Date(now.getTime() - query.days * DAY_MS).toISOString();
    const id = actor.restaurantId;
    const [formats, counts] = await Promise.all([
      this.formats(id),
      repo.bottlesNow(this.db.heavyReads, id),
    ]);
    const bottles = new Map<string, Valued>();
    for (const count of counts) {
      const format = formats.get(count.formatId);
      bottles.set(
        count.formatId,
        addValued(bottles.get(count.formatId) ?? NOTHING, valued(count, format)),
      );
    }
    const dead = [...bottles].flatMap(([formatId, onHand]) => {
      const format = formats.get(formatId);
      if (format === undefined) return [];
      const lastMovement = format.movedAt;
      if (lastMovement !== null && lastMovement >= since) return [];
      return [{ format, onHand, lastMovement }];
    });
    dead.sort((a, b) => byName(a.format, b.format));
    const rows = dead.map(({ format, onHand, lastMovement }) => ({
      ...formatLine(format),
      bottles: onHand.bottles,
      // Known only when every bottle's is: a part of a value would read as the whole.
      valueCents: onHand.withoutCost > 0 ? null : onHand.costCents,
      lastMovement,
    }));
    return {
      days: query.days,
      since,
      rows,
      total: rows.reduce(
        (total, row) => ({
          bottles: total.bottles + row.bottles,
          costCents: total.costCents + (row.valueCents ?? 0),
          withoutCost: total.withoutCost + (row.valueCents === null ? row.bottles : 0),
        }),
        { bottles: 0, costCents: 0, withoutCost: 0 },
      ),
    };
  }

  async costChanges(actor: Actor, query: ReportQuery): Promise<CostChangesReport> {
    return costChanges(this.db, actor.restaurantId, query);
  }

  async variance(actor: Actor, query: ReportQuery): Promise<VarianceReport> {
    // The formats are read beside the report's own reads, not before them: after any change in the
    // restaurant, they are read again.
    return variance(this.db, actor.restaurantId, this.formats(actor.restaurantId), query);
  }

  async movement(actor: Actor, query: ReportQuery): Promise<MovementReport> {
    const period: Period = periodOf(query);
    const weeks = weekRanges(period.from, period.to);
    const moved = await repo.movedIn(this.db.heavyReads, actor.restaurantId, weeks);
    return {
      from: period.from,
      to: period.to,
      weeks: weeks.map(({ week }, index) => ({ week, in: 0, out: 0, ...moved[index] })),
    };
  }

  async reorder(actor: Actor): Promise<ReorderReport> {
    const [formats, counts] = await Promise.all([
      this.formats(actor.restaurantId),
      repo.countsNow(this.db.heavyReads, actor.restaurantId),
    ]);
    const onHand = new Map<string, number>();
    for (const count of counts)
      onHand.set(count.formatId, (onHand.get(count.formatId) ?? 0) + count.bottles);
    const bySupplier = new Map<string, Array<{ format: FormatFacts; line: ReorderLine }>>();
    for (const format of formats.values()) {
      if (format.parLevel === null) continue;
      const have = onHand.get(format.id) ?? 0;
      const order = toOrder(format.parLevel, have);
      if (order === 0) continue;
      const supplier = format.supplier.trim();
      const lines = bySupplier.get(supplier) ?? [];
      lines.push({
        format,
        line: {
          ...formatLine(format),
          par: format.parLevel,
          onHand: have,
          toOrder: order,
          lineCents: format.costCents === null ? null : format.costCents * order,
        },
      });
      bySupplier.set(supplier, lines);
    }
    const suppliers = [...bySupplier]
      .sort(([a], [b]) => Number(a === '') - Number(b === '') || nameOrder.compare(a, b))
      .map(([supplier, lines]) => {
        lines.sort((a, b) => byName(a.format, b.format));
        const rows = lines.map(({ line }) => line);
        return { supplier, rows, total: orderTotal(rows) };
      });
    return { suppliers, total: orderTotal(suppliers.flatMap((group) => group.rows)) };
  }
}

/** Bottles to order, what they cost, and how many of them have no cost. */
function orderTotal(rows: readonly ReorderLine[]): CostSum {
  return rows.reduce(
    (total, row) => ({
      bottles: total.bottles + row.toOrder,
      costCents: total.costCents + (row.lineCents ?? 0),
      withoutCost: total.withoutCost + (row.lineCents === null ? row.toOrder : 0),
    }),
    { bottles: 0, costCents: 0, withoutCost: 0 },
  );
}
