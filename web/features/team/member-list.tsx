import { Badge, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../domain/permissions.js';
import type { TeamMember } from '../../../domain/team.js';
import { useActionError } from '../../lib/ui/action-error.js';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.js';
import { describeError, saveFailed } from '../../lib/ui/error-text.js';
import { useRunner } from '../../lib/use-runner.js';
import { changeRole, removeMember } from './team-api.js';
import { useDateTime } from './team-dates.js';

interface MemberListProps {
  members: readonly TeamMember[];
  /** The signed-in member's id. */
  me: string;
  manageable: readonly Role[];
  onChanged: () => Promise<void>;
  /** While the removal prompt is open, Escape is its own. */
  onConfirming: (open: boolean) => void;
}

/**
 * One card per member (a table would not fit a phone): name, email, last activity, and the role,
 * a select of the roles the signed-in member manages, with `Remove from team`, when they manage
 * that member's role. The last owner's refusal comes from the server (`last-owner`).
 */
export function MemberList({ members, me, manageable, onChanged, onConfirming }: MemberListProps) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { error, setError, succeeded } = useActionError();
  const { pending, run } = useRunner();
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  const act = (key: string, action: () => Promise<void>) =>
    run(key, async () => {
      setError(null);
      try {
        await action();
        succeeded();
      } catch (failure) {
        setError(describeError(failure, saveFailed));
      }
      await onChanged();
    });

  const askRemove = (member: TeamMember | null) => {
    setRemoving(member);
    onConfirming(member !== null);
  };

  return (
    <>
      {error && (
        <Text role="alert" c="var(--mantine-color-error)" size="sm">
          {error(t)}
        </Text>
      )}
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {members.map((member) => {
          const managed = manageable.includes(member.role);
          return (
            <Paper component="li" key={member.userId} withBorder p="sm" radius="md">
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
                  <Text fw={600} truncate="end">
                    {member.displayName} {member.userId === me && t('team.you')}
                  </Text>
                  <Text size="sm" c="dimmed" truncate="end">
                    {member.email}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('team.lastActive')}:{' '}
                    {member.lastActiveAt ? dateTime(member.lastActiveAt) : t('team.noSession')}
                  </Text>
                </Stack>
                {managed ? (
                  <Group gap="xs" align="flex-end">
                    <NativeSelect
                      aria-label={t('team.roleOf', { name: member.displayName })}
                      value={member.role}
                      disabled={pending !== null}
                      onChange={(event) => {
                        const role = event.currentTarget.value as Role;
                        void act(member.userId, () => changeRole(member.userId, role));
                      }}
                      data={manageable.map((value) => ({
                        value,
                        label: t(`team.roles.${value}`),
                      }))}
                    />
                    <Button
                      variant="default"
                      color="red"
                      aria-label={t('team.removeLabel', { name: member.displayName })}
                      disabled={pending !== null}
                      onClick={() => askRemove(member)}
                    >
                      {t('team.remove')}
                    </Button>
                  </Group>
                ) : (
                  <Badge variant="light">{t(`team.roles.${member.role}`)}</Badge>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t('team.remove')}
        message={removing ? t('team.confirmRemove', { name: removing.displayName }) : ''}
        confirmLabel={t('team.remove')}
        cancelLabel={t('team.cancel')}
        confirmColor="red"
        busy={removing !== null && pending === removing.userId}
        onCancel={() => askRemove(null)}
        onConfirm={() => {
          if (!removing) return;
          const { userId } = removing;
          void act(userId, () => removeMember(userId)).then(() => askRemove(null));
        }}
      />
    </>
  );
}
