import { Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../lib/screen.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { DepletionSetting } from '../sales-depletion/index.js';
import { PosItemsPanel } from './pos-items-panel.js';
import { SalesHistory } from './sales-history.js';
import { SalesImport } from './sales-import.js';

/** Sales: import a POS export and see the files and days imported; match the POS items. */
export function SalesScreen({ onClose }: ScreenProps<'sales'>) {
  const { t } = useTranslation();
  // Bumped after an import, so the files, the days and the items are read again.
  const [version, setVersion] = useState(0);
  return (
    <ManagerModal opened onClose={onClose} title={t('sales.title')}>
      <Tabs defaultValue="files" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="files" mih={44}>
            {t('sales.tabs.files')}
          </Tabs.Tab>
          <Tabs.Tab value="match" mih={44}>
            {t('sales.tabs.match')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="files" pt="md">
          <Stack gap="lg" data-testid="sales-files">
            <SalesImport onImported={() => setVersion((v) => v + 1)} />
            <SalesHistory version={version} />
            <DepletionSetting />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="match" pt="md">
          <PosItemsPanel version={version} />
        </Tabs.Panel>
      </Tabs>
    </ManagerModal>
  );
}
