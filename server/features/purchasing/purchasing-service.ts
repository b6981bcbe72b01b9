import type { z } from 'zod';
import {
  type CreatedOrders,
  isCancellable,
  isEditable,
  isSendable,
  type PurchaseOrder,
  type PurchaseOrderAnswer,
  type PurchaseOrderList,
  type Supplier,
  type saveDraftRequestSchema,
  type saveSupplierRequestSchema,
  type sendPurchaseOrderRequestSchema,
  supplierKey,
} from '../../../domain/purchasing.js';
import type { ReorderLine } from '../../../domain/reports.js';
import type { Db } from '../../db/database.js';
import type { RecordChange, Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/app-error.js';
import { lastCosts } from '../deliveries/index.js';
import type { ReportService } from '../reports/index.js';
import { type OrderAction, orderChange, supplierChange } from './order-change.js';
import type { OrderMailer } from './order-mail.js';
import * as orders from './order-repo.js';
import { type DraftOutcome, draftForSupplier } from './reorder-drafts.js';
import * as suppliers from './supplier-repo.js';

type SaveSupplier = z.output<typeof saveSupplierRequestSchema>;
type SaveDraft = z.output<typeof saveDraftRequestSchema>;
type SendOrder = z.output<typeof sendPurchaseOrderRequestSchema>;

/** Records the order's change for the Activity and the open tabs, and returns the order. */
function recorded(
  record: RecordChange,
  order: PurchaseOrder | undefined,
  action: OrderAction,
): PurchaseOrder | undefined {
  if (order) record(orderChange({ ...order, supplierName: order.supplier.name }, action));
  return order;
}

/** Suppliers and purchase orders (docs/product.md §Purchase orders, decision 0043). */
export class PurchasingService {
  constructor(
    private readonly db: Db,
    private readonly writer: Writer,
    private readonly reports: ReportService,
    private readonly mailer: OrderMailer | undefined,
  ) {}

  private answer(order: PurchaseOrder): PurchaseOrderAnswer {
    return { order, canEmail: this.mailer !== undefined };
  }

  async suppliers(actor: Actor): Promise<{ suppliers: Supplier[] }> {
    return { suppliers: await suppliers.listSupplierRows(this.db.kysely, actor.restaurantId) };
  }

  async saveSupplier(actor: Actor, id: string, request: SaveSupplier): Promise<Supplier> {
    return this.writer.write(actor, async (tx, record) => {
      if (!(await suppliers.updateSupplierRow(tx, actor.restaurantId, id, request)))
        throw notFound();
      const saved = await suppliers.readSupplier(tx, actor.restaurantId, id);
      if (!saved) throw notFound();
      record(supplierChange(saved));
      return saved;
    });
  }

  async list(actor: Actor): Promise<PurchaseOrderList> {
    return { orders: await orders.listOrders(this.db.kysely, actor.restaurantId) };
  }

  async get(actor: Actor, id: string): Promise<PurchaseOrderAnswer> {
    const order = await orders.readOrder(this.db.kysely, actor.restaurantId, id);
    if (!order) throw notFound();
    return this.answer(order);
  }

  /**
   * One draft per supplier of the Reorder sheet, each line the bottles to reach par at the
   * format's last cost; a supplier with a draft already has it brought up to date instead
   * (`reorder-drafts.ts`). Wines without a supplier are left out: an order goes to someone.
   */
  async createFromReorder(actor: Actor): Promise<CreatedOrders> {
    const sheet = await this.reports.reorder(actor);
    // The sheet groups by the text as typed; a record is one name whatever its capitals.
    const groups = new Map<string, { supplier: string; rows: ReorderLine[] }>();
    for (const group of sheet.suppliers) {
      if (group.supplier === '') continue;
      const key = supplierKey(group.supplier);
      const known = groups.get(key);
      // Of two spellings, a new record takes the first in code-point order (capitals first).
      if (known) {
        known.rows.push(...group.rows);
        if (group.supplier < known.supplier) known.supplier = group.supplier;
      } else groups.set(key, { supplier: group.supplier, rows: [...group.rows] });
    }
    const formatIds = [...groups.values()].flatMap((group) =>
      group.rows.map((row) => row.formatId),
    );
    const costs = await lastCosts(this.db.kysely, actor.restaurantId, formatIds);
    const outcomes = await this.writer.write(actor, async (tx, record) => {
      const done: Array<{ id: string; outcome: DraftOutcome }> = [];
      let number = await orders.nextOrderNumber(tx, this.db.dialect, actor.restaurantId);
      for (const group of groups.values()) {
        const supplier = await suppliers.supplierNamed(tx, actor.restaurantId, group.supplier);
        const make = async (lines: orders.LineRow[]) => {
          const id = await orders.insertOrder(tx, actor.restaurantId, {
            number,
            supplierId: supplier.id,
            userId: actor.userId,
            lines,
          });
          record(
            orderChange({ id, number, status: 'draft', supplierName: supplier.name }, 'create'),
          );
          number += 1;
          return id;
        };
        const rows = { id: supplier.id, rows: group.rows };
        const outcome = await draftForSupplier(tx, actor.restaurantId, rows, make, costs);
        if (outcome.outcome === 'updated')
          recorded(record, await orders.readOrder(tx, actor.restaurantId, outcome.id), 'edit');
        done.push(outcome);
      }
      return done;
    });
    const ids = new Set(outcomes.map((done) => done.id));
    const all = await orders.listOrders(this.db.kysely, actor.restaurantId);
    return {
      orders: all.filter((order) => ids.has(order.id)),
      created: outcomes.filter((done) => done.outcome === 'created').length,
      updated: outcomes.filter((done) => done.outcome === 'updated').length,
    };
  }

  /** A draft's lines and note, all or nothing: a format not the restaurant's changes nothing. */
  async saveDraft(actor: Actor, id: string, request: SaveDraft): Promise<PurchaseOrderAnswer> {
    const order = await this.writer.write(actor, async (tx, record) => {
      const head = await orders.lockOrder(tx, actor.restaurantId, id);
      if (!head) throw notFound();
      if (!isEditable(head.status)) throw new AppError('order-not-draft');
      const ids = request.lines.map((line) => line.formatId);
      const known = await orders.knownFormats(tx, actor.restaurantId, ids);
      if (ids.some((formatId) => !known.has(formatId))) throw notFound();
      await orders.replaceDraft(tx, actor.restaurantId, id, request);
      return recorded(record, await orders.readOrder(tx, actor.restaurantId, id), 'edit');
    });
    if (!order) throw notFound();
    return this.answer(order);
  }

  /**
   * Marks the order sent. An e-mail goes before the write, outside any transaction (an SMTP
   * server may take seconds, and SQLite's one write lock is every restaurant's): one the SMTP
   * server refused leaves the order as it was.
   */
  async send(actor: Actor, id: string, request: SendOrder): Promise<PurchaseOrderAnswer> {
    if (request.via === 'email') await this.email(actor, id, request.lang);
    const order = await this.writer.write(actor, async (tx, record) => {
      const head = await orders.lockOrder(tx, actor.restaurantId, id);
      if (!head) throw notFound();
      if (!isSendable(head.status)) throw new AppError('order-not-sendable');
      const current = await orders.readOrder(tx, actor.restaurantId, id);
      if (!current) throw notFound();
      if (current.lines.length === 0) throw new AppError('order-empty');
      await orders.setStatus(tx, actor.restaurantId, id, 'sent', { via: request.via });
      return recorded(record, await orders.readOrder(tx, actor.restaurantId, id), 'send');
    });
    if (!order) throw notFound();
    return this.answer(order);
  }

  private async email(actor: Actor, id: string, lang: SendOrder['lang']): Promise<void> {
    if (!this.mailer) throw new AppError('email-not-configured');
    const current = await orders.readOrder(this.db.kysely, actor.restaurantId, id);
    if (!current) throw notFound();
    if (!isSendable(current.status)) throw new AppError('order-not-sendable');
    if (current.lines.length === 0) throw new AppError('order-empty');
    if (current.supplier.email === '') throw new AppError('supplier-email-missing');
    const restaurant = await this.db.kysely
      .selectFrom('restaurants')
      .select('name')
      .where('id', '=', actor.restaurantId)
      .executeTakeFirstOrThrow();
    try {
      await this.mailer.send(current, restaurant.name, lang);
    } catch {
      throw new AppError('email-failed');
    }
  }

  async cancel(actor: Actor, id: string): Promise<PurchaseOrderAnswer> {
    const order = await this.writer.write(actor, async (tx, record) => {
      const head = await orders.lockOrder(tx, actor.restaurantId, id);
      if (!head) throw notFound();
      if (!isCancellable(head.status)) throw new AppError('order-not-cancellable');
      await orders.setStatus(tx, actor.restaurantId, id, 'cancelled');
      return recorded(record, await orders.readOrder(tx, actor.restaurantId, id), 'cancel');
    });
    if (!order) throw notFound();
    return this.answer(order);
  }
}
