import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Opened now and then: its own chunk, not part of /admin's first load.
const AccountDialog = lazy(() =>
  import('./account-dialog.js').then((module) => ({ default: module.AccountDialog })),
);

/** The header's `Account` button, for every member: their own name and password. */
export function AccountButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        fullWidth={fullWidth}
        justify={fullWidth ? 'flex-start' : undefined}
        onClick={() => setOpened(true)}
      >
        {t('account.menu')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <AccountDialog onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
