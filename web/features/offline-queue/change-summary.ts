import type { QueuedChange } from '../../../domain/sync.js';

/**
 * What a queued change did, read back from its input, for the list of changes that could not be
 * saved and for marking the bottles it touches: `what` picks the sentence, the rest fills it.
 */
export interface ChangeSummary {
  what: 'add' | 'move' | 'remove' | 'reprofile' | 'edit' | 'count' | 'quantity';
  bottles: string[];
  locationId: string | null;
  bin: string;
  reason: string | null;
  quantity: number | null;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

export function summarize(change: QueuedChange): ChangeSummary {
  const body = record(change.input.body);
  const paramId = change.input.params?.id;
  const place = { locationId: text(body.locationId), bin: text(body.bin) ?? '' };
  const none = { reason: null, quantity: null };
  switch (change.operation) {
    case 'addScannedBottles':
      return { what: 'add', bottles: strings(body.ids), ...place, ...none };
    case 'confirmIntake': {
      const staged = Array.isArray(body.stagedBottles) ? body.stagedBottles : [];
      const ids = staged.map((item) => text(record(item).qrCodeId)).filter((id) => id !== null);
      return { what: 'add', bottles: ids, ...place, ...none };
    }
    case 'moveBottles':
      return { what: 'move', bottles: strings(body.ids), ...place, ...none };
    case 'removeBottles':
      return {
        what: 'remove',
        bottles: strings(body.ids),
        ...place,
        ...none,
        reason: text(body.reason),
      };
    case 'changeBottlesFormat':
      return { what: 'reprofile', bottles: strings(body.ids), ...place, ...none };
    case 'updateBottle': {
      const moves = 'locationId' in body || 'bin' in body;
      return {
        what: moves ? 'move' : 'edit',
        bottles: paramId ? [paramId] : [],
        ...place,
        ...none,
      };
    }
    case 'removeBottle':
      return {
        what: 'remove',
        bottles: paramId ? [paramId] : [],
        ...place,
        ...none,
        reason: change.input.query?.reason ?? null,
      };
    case 'scanIntoStocktake':
      return { what: 'count', bottles: [text(body.code) ?? ''], ...place, ...none };
    case 'setStocktakeQuantity':
      return {
        what: 'quantity',
        bottles: [],
        ...place,
        reason: null,
        quantity: typeof body.quantity === 'number' ? body.quantity : null,
      };
  }
}
