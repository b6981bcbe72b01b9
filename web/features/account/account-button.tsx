import { ActionIcon, Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconProps } from '../../lib/ui/icons.js';

// Opened now and then: its own chunk, not part of /admin's first load.
const AccountDialog = lazy(() =>
  import('./account-dialog.js').then((module) => ({ default: module.AccountDialog })),
);

function PersonIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </Icon>
  );
}

/**
 * The header's `Account` button, for every member: their own name and password. An icon in the
 * desktop bar, where the restaurant's name needs the room from 768 px; a labelled row in the phone
 * menu.
 */
export function AccountButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const label = t('account.menu');
  return (
    <>
      {fullWidth ? (
        <Button
          variant="subtle"
          fullWidth
          justify="flex-start"
          leftSection={<PersonIcon size={18} />}
          onClick={() => setOpened(true)}
        >
          {label}
        </Button>
      ) : (
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={label}
          title={label}
          onClick={() => setOpened(true)}
        >
          <PersonIcon size={18} />
        </ActionIcon>
      )}
      {opened && (
        <Suspense fallback={null}>
          <AccountDialog onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
