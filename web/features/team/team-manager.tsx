import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as ops from '../../../domain/operations/team.js';
import { manageableRoles } from '../../../domain/permissions.js';
import { LoadFailed } from '../../lib/ui/load-failed.js';
import { LoadingMark } from '../../lib/ui/loading-mark.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { useCall } from '../../lib/use-call.js';
import { useAuth } from '../auth/index.js';
import { InvitePanel } from './invite-panel.js';
import { MemberList } from './member-list.js';
import { PendingInvites } from './pending-invites.js';

/**
 * The Team manager (owners and managers): members with their role and last activity,
 * invites, pending invites. The team is not part of the live model: it is read when the manager
 * opens and again after each change made here.
 */
export function TeamManager({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <ManagerModal opened onClose={onClose} title={t('team.title')} closeOnEscape={!confirming}>
      <TeamManagerBody onConfirming={setConfirming} />
    </ManagerModal>
  );
}

function TeamManagerBody({ onConfirming }: { onConfirming: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { state } = useAuth();
  const { loaded, reload } = useCall(ops.team, {});

  if (state.user === null) return null;
  const manageable = manageableRoles(state.user.role);
  if (loaded.status === 'loading') return <LoadingMark />;
  if (loaded.status === 'failed') {
    return <LoadFailed text={t('team.loadFailed')} onRetry={() => void reload()} />;
  }
  return (
    <Stack gap="xl">
      <InvitePanel manageable={manageable} onInvited={reload} />
      <Stack gap="sm" component="section" aria-labelledby="team-members">
        <Title order={3} size="h4" id="team-members">
          {t('team.members')}
        </Title>
        <MemberList
          members={loaded.value.members}
          me={state.user.userId}
          manageable={manageable}
          onChanged={reload}
          onConfirming={onConfirming}
        />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="team-pending">
        <Title order={3} size="h4" id="team-pending">
          {t('team.pending')}
        </Title>
        <PendingInvites invites={loaded.value.invites} manageable={manageable} onChanged={reload} />
      </Stack>
    </Stack>
  );
}
