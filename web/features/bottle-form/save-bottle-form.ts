import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import * as ops from '../../../domain/operations/inventory.js';
import type { BottleFormMode } from '../../lib/dashboard-store.js';
import { createProduct, type ProductEdits, saveProductEdits } from '../../lib/inventory-api.js';
import { sendOrQueue } from '../offline-queue/index.js';
import {
  createRequest,
  type FormState,
  formatChanges,
  formatInput,
  newBottles,
  productInput,
} from './form-state.js';

export interface FormSave {
  mode: BottleFormMode;
  form: FormState;
  /** The form as it opened: an unchanged profile is not sent. */
  initial: FormState;
  product: Product | undefined;
  format: Format | undefined;
  bottle: Bottle | undefined;
  /** The wine info may change (it was never locked, or the user unlocked it). */
  unlocked: boolean;
  showFormat: boolean;
  /** The user said yes to Barcode In Use: the barcode moves to this profile. */
  reassignBarcode: boolean;
  /** A new cost re-prices the bottles on hand that came in no delivery (decision 0042). */
  repriceOnHand: boolean;
}

/**
 * A save of the form is one request, so one transaction and one change batch (docs/product.md
 * §4): a new profile with its format and bottles; or, for an existing one, its changed profile,
 * its format (a new one with its bottles, or the edited one's changes) and the edited bottle's
 * place together, all saved or none. A save that changes only the bottle's place and notes (all
 * staff can) edits the bottle alone: that one, a Move made in the cellar, is kept in the phone's
 * queue when there is no network (answers 'queued').
 */
export async function saveBottleForm(save: FormSave): Promise<'saved' | 'queued'> {
  const { mode, form, product, format, bottle, unlocked, reassignBarcode } = save;
  if (!product) {
    await createProduct(createRequest(form, reassignBarcode));
    return 'saved';
  }
  const edits: ProductEdits = {};
  if (
    unlocked &&
    JSON.stringify(productInput(form)) !== JSON.stringify(productInput(save.initial))
  ) {
    edits.product = { product: productInput(form), reassignBarcode };
  }
  if (mode === 'addBottle') {
    const bottles = newBottles(form);
    edits.newFormat = { format: formatInput(form), ...(bottles ? { bottles } : {}) };
  } else if (format && save.showFormat && unlocked) {
    const changes = formatChanges(format, form);
    if (Object.keys(changes).length > 0) {
      const reprice = save.repriceOnHand && changes.cost !== undefined;
      edits.format = {
        id: format.id,
        changes: reprice ? { ...changes, repriceOnHand: true } : changes,
      };
    }
  }
  const place =
    mode === 'editBottle' && bottle
      ? {
          id: bottle.id,
          changes: {
            locationId: form.locationId,
            bin: form.locationId ? form.bin : '',
            notes: form.notes,
          },
        }
      : undefined;
  if (edits.product || edits.format || edits.newFormat) {
    await saveProductEdits(product.id, { ...edits, ...(place ? { bottle: place } : {}) });
  } else if (place) {
    const sent = await sendOrQueue(ops.updateBottle, {
      params: { id: place.id },
      body: place.changes,
    });
    if (sent === null) return 'queued';
  }
  return 'saved';
}
