import { useTranslation } from 'react-i18next';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { ImportPanel } from './import-panel.js';

/** The import on its own, from the header's Import: bringing a cellar in is not an export. */
export function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ManagerModal opened={opened} onClose={onClose} title={t('dashboard.actions.import')}>
      <ImportPanel />
    </ManagerModal>
  );
}
