import { Button, Group, Modal, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../lib/ui/form-actions.js';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
import { useCan } from '../auth/index.js';
import { BottleFormFields } from './bottle-form-fields.js';
import { BottleFormPrompts } from './bottle-form-prompts.js';
import type { FieldErrors } from './form-state.js';
import { RepricePrompt } from './reprice-prompt.js';
import { type BottleFormRequest, useBottleForm } from './use-bottle-form.js';

export type { BottleFormRequest } from './use-bottle-form.js';

/**
 * After a save that found wrong fields, the first is brought into view and focused: on a phone
 * the user sees at once why Save did nothing.
 */
function useFocusFirstWrongField(refusals: number): void {
  useEffect(() => {
    if (refusals === 0) return;
    const first = document.querySelector<HTMLElement>('[data-bottle-form] [aria-invalid="true"]');
    first?.scrollIntoView({ block: 'center' });
    first?.focus();
  }, [refusals]);
}

/** The bottle/profile form (docs/product.md §2): editProfile, profileOnly, addBottle, editBottle. */
export function BottleForm({ request }: { request: BottleFormRequest }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const state = useBottleForm(request);
  // Staff edit a bottle's place and notes; its wine stays locked to them.
  const canUnlock = useCan('edit-products');
  const { form, shape, prompt, setPrompt } = state;
  const errors: FieldErrors = Object.fromEntries(
    Object.entries(state.fieldErrors).map(([field, reason]) => [field, t(`reasons.${reason}`)]),
  );
  useFocusFirstWrongField(state.refusals);
  const title = {
    editProfile: t('inventory.form.titleEditProfile'),
    profileOnly: state.existing
      ? t('inventory.form.titleEditProfile')
      : t('inventory.form.titleNewProfile'),
    addBottle: t('inventory.form.titleAddBottle'),
    editBottle: t('inventory.form.titleEditBottle'),
  }[request.mode];

  return (
    <>
      <Modal
        opened
        onClose={state.requestClose}
        title={title}
        fullScreen={phone}
        size="xl"
        closeOnEscape={prompt === null}
        closeButtonProps={{ 'aria-label': t('inventory.common.close') }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      >
        <form
          data-bottle-form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void state.save(false);
          }}
        >
          <Stack gap="md">
            {shape.lockable && shape.productLocked && canUnlock && (
              <Group justify="space-between">
                <Button variant="light" color="orange" onClick={() => setPrompt('unlock')}>
                  {t('inventory.form.unlock')}
                </Button>
              </Group>
            )}
            <BottleFormFields
              form={form}
              onChange={state.change}
              productLocked={shape.productLocked}
              showFormat={shape.showFormat}
              formatLocked={shape.formatLocked}
              showCount={shape.showCount}
              showPlacement={shape.showPlacement}
              hasBottle={state.hasBottle}
              errors={errors}
            />
            <FormActions
              sticky
              saving={state.saving}
              onCancel={state.requestClose}
              error={state.problem?.message}
              errorTitle={state.problem?.title}
            />
          </Stack>
        </form>
      </Modal>
      <BottleFormPrompts
        prompt={prompt}
        saving={state.saving}
        onDiscard={state.close}
        onUnlock={state.unlock}
        onReassign={() => {
          setPrompt(null);
          void state.save(true);
        }}
        onKeepBarcode={() => {
          setPrompt(null);
          state.change({ barcode: state.initial.barcode });
        }}
        onDismiss={() => setPrompt(null)}
      />
      <RepricePrompt
        opened={typeof prompt === 'object' && prompt !== null && 'reprice' in prompt}
        saving={state.saving}
        onChoose={(reprice) => {
          const reassign =
            typeof prompt === 'object' && prompt !== null && 'reprice' in prompt
              ? prompt.reprice.reassignBarcode
              : false;
          setPrompt(null);
          void state.save(reassign, reprice);
        }}
        onDismiss={() => setPrompt(null)}
      />
    </>
  );
}

/** For the dialog host: a new request (another bottle, another mode) starts a fresh form. */
export function BottleFormDialog({ request }: { request: BottleFormRequest }) {
  const key = [request.mode, request.productId, request.formatId, request.bottle?.id].join('|');
  return <BottleForm key={key} request={request} />;
}
