import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../domain/permissions.js';
import { useActionError } from '../../lib/ui/action-error.js';
import { describeError, saveFailed } from '../../lib/ui/error-text.js';
import { useRunner } from '../../lib/use-runner.js';
import { createInvite } from './team-api.js';

// Large enough for a phone to read from arm's length off another phone's screen.
const QR_SIZE = 200;

/** The link as SVG, with the library the label sheets use (loaded only when a link is made). */
async function qrImage(link: string): Promise<string> {
  const qrcode = await import('qrcode');
  const svg = await qrcode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface Invited {
  link: string;
  qr: string;
}

/**
 * `Invite a team member`: a role the member manages, then the single-use link with its QR code and
 * a copy button. The link is shown this once: only its digest is kept (decision 0014).
 */
export function InvitePanel({
  manageable,
  onInvited,
}: {
  manageable: readonly Role[];
  onInvited: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [role, setRole] = useState<Role>(manageable.includes('staff') ? 'staff' : 'owner');
  const [invited, setInvited] = useState<Invited | null>(null);
  const [copied, setCopied] = useState(false);
  const { error, setError, succeeded } = useActionError();
  const { pending, run } = useRunner();

  const invite = () =>
    run('invite', async () => {
      setError(null);
      setCopied(false);
      try {
        const { code } = await createInvite(role);
        const link = `${window.location.origin}/join/${code}`;
        setInvited({ link, qr: await qrImage(link) });
        succeeded();
        await onInvited();
      } catch (failure) {
        setError(describeError(failure, saveFailed));
      }
    });

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch (failure) {
      // Without clipboard access (an insecure origin, a refused permission) the link stays
      // selectable in its field.
      console.error('Could not copy the invite link.', failure);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="team-invite">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('team.inviteRole')}
          value={role}
          onChange={(event) => setRole(event.currentTarget.value as Role)}
          data={manageable.map((value) => ({ value, label: t(`team.roles.${value}`) }))}
          style={{ flex: '1 1 12rem' }}
        />
        <Button id="team-invite" loading={pending === 'invite'} onClick={() => void invite()}>
          {t('team.invite')}
        </Button>
      </Group>
      {error && (
        <Text role="alert" c="var(--mantine-color-error)" size="sm">
          {error(t)}
        </Text>
      )}
      {invited && (
        <Stack gap="xs" align="flex-start">
          <TextInput
            label={t('team.inviteLink')}
            description={t('team.inviteHint')}
            value={invited.link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            w="100%"
            data-testid="invite-link"
          />
          <Group gap="sm" align="center">
            <Button variant="light" onClick={() => void copy(invited.link)}>
              {t('team.copy')}
            </Button>
            <Text size="sm" c="dimmed" aria-live="polite">
              {copied ? t('team.copied') : ''}
            </Text>
          </Group>
          {/* The code's own white margin keeps it readable in the dark theme. */}
          <img src={invited.qr} alt={t('team.qrAlt')} width={QR_SIZE} height={QR_SIZE} />
        </Stack>
      )}
    </Stack>
  );
}
