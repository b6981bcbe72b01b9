import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import type { BottleFormMode } from '../../lib/dashboard-store.js';
import {
  addFormat,
  createProduct,
  updateBottle,
  updateFormat,
  updateProduct,
} from '../../lib/inventory-api.js';
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
}

/**
 * The requests a save of the form makes, in order (docs/product.md §4): the profile if it changed,
 * then the format (a new one with its bottles, or the edited one's changes), then the edited
 * bottle's place. A new profile is one request with its format and bottles.
 */
export async function saveBottleForm(save: FormSave): Promise<void> {
  const { mode, form, product, format, bottle, unlocked, reassignBarcode } = save;
  const productChanged =
    product !== undefined &&
    unlocked &&
    JSON.stringify(productInput(form)) !== JSON.stringify(productInput(save.initial));
  if (product && productChanged) {
    await updateProduct(product.id, { product: productInput(form), reassignBarcode });
  }
  if (mode === 'addBottle' && product) {
    const bottles = newBottles(form);
    await addFormat(product.id, { format: formatInput(form), ...(bottles ? { bottles } : {}) });
  } else if (!product) {
    await createProduct(createRequest(form, reassignBarcode));
  } else if (format && save.showFormat && unlocked) {
    const changes = formatChanges(format, form);
    if (Object.keys(changes).length > 0) await updateFormat(format.id, changes);
  }
  if (mode === 'editBottle' && bottle) {
    await updateBottle(bottle.id, {
      locationId: form.locationId,
      bin: form.locationId ? form.bin : '',
      notes: form.notes,
    });
  }
}
