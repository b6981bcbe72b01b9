import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionErrorScope } from './action-error.js';
import { useIsPhone } from './use-is-phone.js';

/** Phones (below docs/product.md §9's 768px breakpoint) get the whole screen. */

interface ManagerModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Off while a dialog sits on top, so Escape closes only that one. */
  closeOnEscape?: boolean;
  /** Wider for a screen of wide tables (Reports), so that a desktop shows all their columns. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of every manager: a modal, full screen on phones; its forms' errors go stale together. */
export function ManagerModal({
  opened,
  onClose,
  title,
  closeOnEscape = true,
  wide = false,
  children,
}: ManagerModalProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      fullScreen={phone}
      size={wide ? 'xl' : 'lg'}
      closeOnEscape={closeOnEscape}
      closeButtonProps={{ 'aria-label': t('inventory.common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <ActionErrorScope>{children}</ActionErrorScope>
    </Modal>
  );
}
