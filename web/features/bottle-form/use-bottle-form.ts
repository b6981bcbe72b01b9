import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bottle } from '../../../domain/inventory.js';
import { ApiError } from '../../lib/api-client.js';
import { type BottleFormMode, dashboardStore } from '../../lib/dashboard-store.js';
import { liveStore } from '../../lib/live-store.js';
import { missingFieldLabels } from '../../lib/missing-fields.js';
import { barcodeOwnerName, errorText, refusedFields } from '../../lib/server-error.js';
import { notifySuccess } from '../../lib/ui/notify.js';
import { useSave } from '../../lib/use-save.js';
import { useCan } from '../auth/index.js';
import { notifyQueued } from '../offline-queue/index.js';
import {
  applyTemplate,
  type FieldProblems,
  type FormState,
  fieldProblems,
  formatChanges,
  formFieldOf,
  formFromRecords,
  isDirty,
  missingInformation,
  newBottles,
  newProfileForm,
} from './form-state.js';
import { saveBottleForm } from './save-bottle-form.js';

export interface BottleFormRequest {
  mode: BottleFormMode;
  productId?: string;
  formatId?: string;
  /** The bottle edited (editBottle), as its list held it when the form was asked for. */
  bottle?: Bottle;
  template?: Record<string, unknown>;
}

/** `reprice`: the format's cost changed; the save waits for the answer, keeping its barcode choice. */
export type Prompt =
  | 'unsaved'
  | 'unlock'
  | { barcodeOwner: string }
  | { reprice: { reassignBarcode: boolean } }
  | null;

/** The form fields a server refusal names (`invalid-field` details), with their reasons. */
function fieldsOf(error: unknown): FieldProblems {
  const fields: FieldProblems = {};
  for (const { field, reason } of refusedFields(error)) {
    const name = formFieldOf(field.split('.'));
    if (name) fields[name] ??= reason;
  }
  return fields;
}

/** The records the form is about, as the live store holds them now, and the bottle edited. */
function recordsOf(request: BottleFormRequest) {
  const data = liveStore.getState().data;
  const { bottle } = request;
  const format = data?.formats.get(request.formatId ?? bottle?.formatId ?? '');
  const product = data?.products.get(request.productId ?? format?.productId ?? '');
  return { data, bottle, format, product };
}

/** What the form edits, read once when it opens. */
function openingState(request: BottleFormRequest): FormState {
  const { data, bottle, format, product } = recordsOf(request);
  const base = newProfileForm([...(data?.categories.values() ?? [])], new Date().getFullYear());
  let form = product ? formFromRecords(base, product, format, bottle) : base;
  if (request.mode === 'addBottle' && product) form = { ...form, count: '1' };
  if (request.template) form = applyTemplate(form, request.template);
  // A catalog's category this restaurant does not have would leave no category, and no grapes.
  if (!data?.categories.has(form.mainCategory)) form = { ...form, mainCategory: base.mainCategory };
  return form;
}

/**
 * The form's state and rules: which parts show and which are locked (editBottle and adding to an
 * existing wine start with the wine info locked, docs/product.md §4), the prompts, and the save.
 */
export function useBottleForm(request: BottleFormRequest) {
  const { t } = useTranslation();
  const [initial] = useState(() => openingState(request));
  const [form, setForm] = useState(initial);
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldProblems>({});
  // Saves refused for a field, by the form or the server: each brings the first one into view.
  const [refusals, setRefusals] = useState(0);
  const refuseFields = (problems: FieldProblems) => {
    setFieldErrors(problems);
    setRefusals((count) => count + 1);
  };
  const { saving, save: run } = useSave();
  const { bottle, format, product } = recordsOf(request);
  const { mode } = request;
  const existing = product !== undefined;
  const seesCosts = useCan('see-costs');
  // An existing format's cost changed by who may: ask whether the bottles on hand take it.
  const costEdited = (current: FormState) =>
    seesCosts &&
    mode !== 'addBottle' &&
    format !== undefined &&
    shape.showFormat &&
    unlocked &&
    formatChanges(format, current).cost !== undefined;

  const lockable = mode === 'editBottle' || (mode === 'addBottle' && existing);
  const [unlocked, setUnlocked] = useState(!lockable);
  const shape = {
    lockable,
    productLocked: !unlocked,
    showFormat:
      mode === 'addBottle' ||
      mode === 'editBottle' ||
      (mode === 'editProfile' && format !== undefined) ||
      (mode === 'profileOnly' && !existing),
    formatLocked: mode === 'editBottle' && !unlocked,
    showCount: mode === 'addBottle',
    showPlacement: mode === 'addBottle' || mode === 'editBottle',
  };

  const close = () => dashboardStore.closeDialog();
  const requestClose = () => {
    if (saving) return;
    if (isDirty(initial, form)) setPrompt('unsaved');
    else close();
  };
  const change = (patch: Partial<FormState>) => {
    setForm((current) => ({ ...current, ...patch }));
    // A field edited again is no longer marked wrong; the next save checks it anew.
    setFieldErrors((current) => {
      const keys = Object.keys(patch).filter((key) => key in current);
      if (keys.length === 0) return current;
      const next = { ...current };
      for (const key of keys) delete next[key as keyof FormState];
      return next;
    });
  };

  async function save(reassignBarcode: boolean, repriceOnHand?: boolean): Promise<void> {
    const missing = missingInformation(form, { checkFormat: shape.showFormat });
    if (missing.length > 0) {
      setProblem({
        title: t('inventory.messages.missingTitle'),
        message: t('inventory.messages.missingBody', { fields: missingFieldLabels(t, missing) }),
      });
      return;
    }
    const problems = fieldProblems(form, {
      checkFormat: shape.showFormat,
      checkCount: shape.showCount,
    });
    if (Object.keys(problems).length > 0) {
      setProblem(null);
      refuseFields(problems);
      return;
    }
    setFieldErrors({});
    setProblem(null);
    if (repriceOnHand === undefined && costEdited(form)) {
      setPrompt({ reprice: { reassignBarcode } });
      return;
    }
    const adding = shape.showCount ? (newBottles(form)?.count ?? 0) : 0;
    const { showFormat } = shape;
    await run(
      async () => {
        const saved = await saveBottleForm({
          mode,
          form,
          initial,
          product,
          format,
          bottle,
          unlocked,
          showFormat,
          reassignBarcode,
          repriceOnHand: repriceOnHand === true,
        });
        if (saved === 'queued') notifyQueued(t);
        else if (adding > 0)
          notifySuccess(
            t('inventory.messages.bottlesAddedTitle', { count: adding }),
            t('inventory.messages.bottlesAdded', { count: adding }),
          );
        else notifySuccess(t('inventory.messages.savedTitle'), t('inventory.messages.saved'));
        close();
      },
      (error) => {
        const owner = barcodeOwnerName(error);
        if (owner !== null) {
          setPrompt({ barcodeOwner: owner });
          return;
        }
        // A field the server refused is marked at the field, like the form's own checks.
        const refused = fieldsOf(error);
        if (Object.keys(refused).length > 0) {
          refuseFields(refused);
          return;
        }
        const fallback =
          adding > 0 ? t('inventory.messages.addFailed') : t('inventory.messages.saveFailed');
        setProblem({ title: t('inventory.common.error'), message: errorText(t, error, fallback) });
        if (!(error instanceof ApiError)) console.warn(error);
      },
    );
  }

  return {
    form,
    initial,
    change,
    shape,
    existing,
    hasBottle: bottle !== undefined,
    prompt,
    setPrompt,
    unlock: () => {
      setUnlocked(true);
      setPrompt(null);
    },
    problem,
    fieldErrors,
    refusals,
    saving,
    save,
    close,
    requestClose,
  };
}
