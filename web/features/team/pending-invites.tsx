import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../domain/permissions.js';
import type { TeamInvite } from '../../../domain/team.js';
import { useActionError } from '../../lib/ui/action-error.js';
import { describeError, saveFailed } from '../../lib/ui/error-text.js';
import { useRunner } from '../../lib/use-runner.js';
import { revokeInvite } from './team-api.js';
import { useDateTime } from './team-dates.js';

/** Invites not yet used, revoked or expired; those of a role the member manages can be revoked. */
export function PendingInvites({
  invites,
  manageable,
  onChanged,
}: {
  invites: readonly TeamInvite[];
  manageable: readonly Role[];
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { error, setError, succeeded } = useActionError();
  const { pending, run } = useRunner();

  if (invites.length === 0) return <Text c="dimmed">{t('team.noPending')}</Text>;
  const revoke = (id: string) =>
    run(id, async () => {
      setError(null);
      try {
        await revokeInvite(id);
        succeeded();
      } catch (failure) {
        setError(describeError(failure, saveFailed));
      }
      await onChanged();
    });

  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {invites.map((invite) => {
        const role = t(`team.roles.${invite.role}`);
        const date = dateTime(invite.expiresAt);
        return (
          <Group component="li" key={invite.id} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{t('team.pendingLine', { role, name: invite.createdBy, date })}</Text>
            {manageable.includes(invite.role) && (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                style={{ flexShrink: 0 }}
                loading={pending === invite.id}
                aria-label={t('team.revokeLabel', { role, date })}
                onClick={() => void revoke(invite.id)}
              >
                {t('team.revoke')}
              </Button>
            )}
          </Group>
        );
      })}
      {error && (
        <Text component="li" role="alert" c="var(--mantine-color-error)" size="sm">
          {error(t)}
        </Text>
      )}
    </Stack>
  );
}
