import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.js';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
import { ProfileList } from './profile-list.js';
import { SelectedProfile } from './selected-profile.js';
import { useProfileManager } from './use-profile-manager.js';

/** The profile manager (docs/product.md §2): find, edit and delete profiles and their formats. */
export function ProfileManager() {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const manager = useProfileManager();
  const { pending, notice } = manager;
  return (
    <>
      <Modal
        opened
        onClose={() => dashboardStore.closeDialog()}
        title={t('inventory.profiles.title')}
        fullScreen={phone}
        size="lg"
        closeOnEscape={pending === null && notice === null}
        closeButtonProps={{ 'aria-label': t('inventory.common.close') }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('inventory.profiles.search')}
            placeholder={t('inventory.add.searchPlaceholder')}
            value={manager.query}
            onChange={(event) => manager.setQuery(event.currentTarget.value)}
          />
          {manager.selected && <SelectedProfile manager={manager} product={manager.selected} />}
          {manager.products.length === 0 && <Text c="dimmed">{t('inventory.add.noResults')}</Text>}
          <ProfileList manager={manager} />
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={pending !== null}
        title={t('inventory.profiles.confirmTitle')}
        message={
          pending?.kind === 'format' && pending.last
            ? t('inventory.profiles.confirmLastFormat')
            : pending?.kind === 'format'
              ? t('inventory.profiles.confirmFormat')
              : t('inventory.profiles.confirmProfile')
        }
        confirmLabel={t('inventory.common.delete')}
        confirmColor="red"
        cancelLabel={t('inventory.common.cancel')}
        busy={manager.busy}
        onConfirm={() => void manager.confirm()}
        onCancel={() => manager.setPending(null)}
      />
      <ConfirmDialog
        opened={notice !== null}
        title={notice?.title ?? ''}
        message={notice?.message ?? ''}
        confirmLabel={t('inventory.common.ok')}
        onConfirm={() => manager.setNotice(null)}
        onCancel={() => manager.setNotice(null)}
      />
    </>
  );
}
