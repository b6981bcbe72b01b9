import '../../lib/ui/inventory-styles.js';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.js';
import { type BottleFormMode, dashboardStore } from '../../lib/dashboard-store.js';
import {
  addFormat,
  createProduct,
  updateBottle,
  updateFormat,
  updateProduct,
} from '../../lib/inventory-api.js';
import { liveStore } from '../../lib/live-store.js';
import { barcodeOwnerName, errorText } from '../../lib/server-error.js';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.js';
import { FormActions } from '../../lib/ui/form-actions.js';
import { notifySuccess } from '../../lib/ui/notify.js';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
import { useSave } from '../../lib/use-save.js';
import { BottleFormFields } from './bottle-form-fields.js';
import {
  applyTemplate,
  createRequest,
  type FormState,
  formatChanges,
  formatInput,
  formFromRecords,
  formProblem,
  isDirty,
  newBottles,
  newProfileForm,
  productInput,
} from './form-state.js';

export interface BottleFormRequest {
  mode: BottleFormMode;
  productId?: string;
  formatId?: string;
  bottleId?: string;
  template?: Record<string, unknown>;
}

/** What the form edits, read once when it opens. */
function openingState(request: BottleFormRequest): FormState {
  const data = liveStore.getState().data;
  const base = newProfileForm([...(data?.categories.values() ?? [])], new Date().getFullYear());
  const bottle = request.bottleId ? data?.bottles.get(request.bottleId) : undefined;
  const format = data?.formats.get(request.formatId ?? bottle?.formatId ?? '');
  const product = data?.products.get(request.productId ?? format?.productId ?? '');
  let form = product ? formFromRecords(base, product, format, bottle) : base;
  if (request.mode === 'addBottle' && product) form = { ...form, count: '1' };
  if (request.template) form = applyTemplate(form, request.template);
  return form;
}

type Prompt = 'unsaved' | 'unlock' | { barcodeOwner: string } | null;

/** The bottle/profile form (docs/product.md §2): editProfile, profileOnly, addBottle, editBottle. */
export function BottleForm({ request }: { request: BottleFormRequest }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const [initial] = useState(() => openingState(request));
  const [form, setForm] = useState(initial);
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const { saving, save: run } = useSave();

  const data = liveStore.getState().data;
  const bottle = request.bottleId ? data?.bottles.get(request.bottleId) : undefined;
  const format = data?.formats.get(request.formatId ?? bottle?.formatId ?? '');
  const productId = request.productId ?? format?.productId;
  const product = productId ? data?.products.get(productId) : undefined;
  const { mode } = request;
  const existing = product !== undefined;

  // editBottle and adding to an existing wine start with the wine info locked (docs/product.md §4).
  const lockable = mode === 'editBottle' || (mode === 'addBottle' && existing);
  const [unlocked, setUnlocked] = useState(!lockable);
  const productLocked = !unlocked;
  const showFormat =
    mode === 'addBottle' ||
    mode === 'editBottle' ||
    (mode === 'editProfile' && format !== undefined) ||
    (mode === 'profileOnly' && !existing);
  const formatLocked = mode === 'editBottle' && !unlocked;
  const showCount = mode === 'addBottle';
  const showPlacement = mode === 'addBottle' || mode === 'editBottle';

  const title = {
    editProfile: t('inventory.form.titleEditProfile'),
    profileOnly: existing
      ? t('inventory.form.titleEditProfile')
      : t('inventory.form.titleNewProfile'),
    addBottle: t('inventory.form.titleAddBottle'),
    editBottle: t('inventory.form.titleEditBottle'),
  }[mode];

  const close = () => dashboardStore.closeDialog();
  const requestClose = () => {
    if (saving) return;
    if (isDirty(initial, form)) setPrompt('unsaved');
    else close();
  };
  const change = (patch: Partial<FormState>) => setForm((current) => ({ ...current, ...patch }));

  async function save(reassignBarcode: boolean): Promise<void> {
    const found = formProblem(form, { checkFormat: showFormat });
    if (found === 'missing') {
      setProblem({
        title: t('inventory.messages.missingTitle'),
        message: t('inventory.messages.missingBody'),
      });
      return;
    }
    if (found) {
      setProblem({
        title: t('inventory.common.error'),
        message: t(`inventory.form.${found}Invalid`),
      });
      return;
    }
    setProblem(null);
    const adding = showCount ? (newBottles(form)?.count ?? 0) : 0;
    await run(
      async () => {
        const productChanged =
          existing &&
          unlocked &&
          JSON.stringify(productInput(form)) !== JSON.stringify(productInput(initial));
        if (product && productChanged) {
          await updateProduct(product.id, { product: productInput(form), reassignBarcode });
        }
        if (mode === 'addBottle' && product) {
          const bottles = newBottles(form);
          await addFormat(product.id, {
            format: formatInput(form),
            ...(bottles ? { bottles } : {}),
          });
        } else if (!product) {
          await createProduct(createRequest(form, reassignBarcode));
        } else if (format && showFormat && unlocked) {
          const changes = formatChanges(format, form);
          if (Object.keys(changes).length > 0) await updateFormat(format.id, changes);
        }
        if (mode === 'editBottle' && bottle) {
          await updateBottle(bottle.id, {
            locationId: form.locationId,
            bin: form.locationId ? form.bin : '',
          });
        }
        notifySuccess(
          t('inventory.messages.successTitle'),
          adding > 0
            ? t('inventory.messages.bottlesAdded', { count: adding })
            : t('inventory.messages.saved'),
        );
        close();
      },
      (error) => {
        const owner = barcodeOwnerName(error);
        if (owner !== null) {
          setPrompt({ barcodeOwner: owner });
          return;
        }
        const fallback =
          adding > 0 ? t('inventory.messages.addFailed') : t('inventory.messages.saveFailed');
        setProblem({
          title: t('inventory.common.error'),
          message: errorText(t, error, fallback),
        });
        if (!(error instanceof ApiError)) console.warn(error);
      },
    );
  }

  return (
    <>
      <Modal
        opened
        onClose={requestClose}
        title={title}
        fullScreen={phone}
        size="xl"
        closeOnEscape={prompt === null}
        closeButtonProps={{ 'aria-label': t('inventory.common.close') }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save(false);
          }}
        >
          <Stack gap="md">
            {lockable && !unlocked && (
              <Group justify="space-between">
                <Button variant="light" color="orange" onClick={() => setPrompt('unlock')}>
                  {t('inventory.form.unlock')}
                </Button>
              </Group>
            )}
            <BottleFormFields
              form={form}
              onChange={change}
              productLocked={productLocked}
              showFormat={showFormat}
              formatLocked={formatLocked}
              showCount={showCount}
              showPlacement={showPlacement}
              hasBottle={bottle !== undefined}
            />
            <FormActions
              saving={saving}
              onCancel={requestClose}
              error={problem?.message}
              errorTitle={problem?.title}
            />
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={prompt === 'unsaved'}
        title={t('inventory.form.unsavedTitle')}
        message={t('inventory.form.unsavedBody')}
        confirmLabel={t('inventory.form.discard')}
        confirmColor="red"
        cancelLabel={t('inventory.common.cancel')}
        onConfirm={close}
        onCancel={() => setPrompt(null)}
      />
      <ConfirmDialog
        opened={prompt === 'unlock'}
        title={t('inventory.form.unlockTitle')}
        message={t('inventory.form.unlockBody')}
        confirmLabel={t('inventory.form.unlockConfirm')}
        confirmColor="orange"
        cancelLabel={t('inventory.common.cancel')}
        onConfirm={() => {
          setUnlocked(true);
          setPrompt(null);
        }}
        onCancel={() => setPrompt(null)}
      />
      <ConfirmDialog
        opened={typeof prompt === 'object' && prompt !== null}
        title={t('inventory.messages.barcodeInUseTitle')}
        message={t('reasons.barcode-in-use', {
          productName: typeof prompt === 'object' && prompt ? prompt.barcodeOwner : '',
        })}
        confirmLabel={t('inventory.form.reassign')}
        cancelLabel={t('inventory.common.cancel')}
        busy={saving}
        onConfirm={() => {
          setPrompt(null);
          void save(true);
        }}
        onCancel={() => {
          // Declining restores the previous barcode (docs/product.md §4).
          setPrompt(null);
          change({ barcode: initial.barcode });
        }}
      />
    </>
  );
}

/** For the dialog host: a new request (another bottle, another mode) starts a fresh form. */
export function BottleFormDialog({ request }: { request: BottleFormRequest }) {
  const key = [request.mode, request.productId, request.formatId, request.bottleId].join('|');
  return <BottleForm key={key} request={request} />;
}
