import { Button, Group, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type GuestMenuLink,
  guestMenuPath,
  WELCOME_MAX_LENGTH,
} from '../../../domain/guest-link.js';
import * as ops from '../../../domain/operations/guest-menu.js';
import { useActionError } from '../../lib/ui/action-error.js';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.js';
import { describeError, saveFailed } from '../../lib/ui/error-text.js';
import { LoadFailed } from '../../lib/ui/load-failed.js';
import { LoadingMark } from '../../lib/ui/loading-mark.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { useCall } from '../../lib/use-call.js';
import { useRunner } from '../../lib/use-runner.js';
import { changeGuestLink, saveGuestOptions } from './guest-link-api.js';
import { PublishedLink } from './published-link.js';

/** The link as an SVG QR code, with the library the label sheets use (loaded with this manager). */
async function qrSvg(link: string): Promise<string> {
  const qrcode = await import('qrcode');
  return qrcode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

/**
 * `Guest Menu Link` (owners and managers): publish the guest menu at a public address,
 * copy it, its QR code and table cards, a new address, unpublish, and what guests read there.
 */
export function GuestLinkManager({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <ManagerModal opened onClose={onClose} title={t('guestLink.title')} closeOnEscape={!confirming}>
      <GuestLinkBody onConfirming={setConfirming} />
    </ManagerModal>
  );
}

function GuestLinkBody({ onConfirming }: { onConfirming: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { loaded, reload, show } = useCall(ops.guestMenuLink, {}, { what: 'guest menu link' });

  if (loaded.status === 'loading') return <LoadingMark />;
  if (loaded.status === 'failed') {
    return <LoadFailed text={t('guestLink.loadFailed')} onRetry={() => void reload()} />;
  }
  return (
    <Stack gap="xl">
      <LinkPanel link={loaded.value} onChanged={show} onConfirming={onConfirming} />
      <OptionsPanel link={loaded.value} onSaved={show} />
    </Stack>
  );
}

function LinkPanel({
  link,
  onChanged,
  onConfirming,
}: {
  link: GuestMenuLink;
  onChanged: (link: GuestMenuLink) => void;
  onConfirming: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { error, setError, succeeded } = useActionError();
  const { pending, run } = useRunner();
  const [qr, setQr] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'new-link' | 'unpublish' | null>(null);
  const address =
    link.token === null ? null : `${window.location.origin}${guestMenuPath(link.token)}`;

  useEffect(() => {
    setQr(null);
    if (address === null) return;
    let live = true;
    void qrSvg(address).then((svg) => {
      if (live) setQr(svg);
    });
    return () => {
      live = false;
    };
  }, [address]);

  const act = (action: 'publish' | 'new-link' | 'unpublish') =>
    run(action, async () => {
      setError(null);
      try {
        onChanged(await changeGuestLink(action));
        succeeded();
      } catch (failure) {
        setError(describeError(failure, saveFailed));
      } finally {
        setConfirm(null);
        onConfirming(false);
      }
    });

  const ask = (action: 'new-link' | 'unpublish') => {
    setConfirm(action);
    onConfirming(true);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="guest-link-address">
      <Group gap="sm">
        <Title order={3} size="h4" id="guest-link-address">
          {t('guestLink.address')}
        </Title>
        <Text size="sm" fw={600} data-testid="guest-link-state">
          {link.published ? t('guestLink.published') : t('guestLink.notPublished')}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('guestLink.intro')}
      </Text>
      {error && (
        <Text role="alert" c="var(--mantine-color-error)" size="sm">
          {error(t)}
        </Text>
      )}
      {address === null ? (
        <Group>
          <Button loading={pending === 'publish'} onClick={() => void act('publish')}>
            {t('guestLink.publish')}
          </Button>
        </Group>
      ) : (
        <PublishedLink key={address} address={address} qr={qr} onAsk={ask} />
      )}
      <ConfirmDialog
        opened={confirm !== null}
        title={
          confirm === 'unpublish' ? t('guestLink.unpublishTitle') : t('guestLink.newLinkTitle')
        }
        message={
          confirm === 'unpublish' ? t('guestLink.unpublishMessage') : t('guestLink.newLinkMessage')
        }
        confirmLabel={confirm === 'unpublish' ? t('guestLink.unpublish') : t('guestLink.newLink')}
        cancelLabel={t('guestLink.cancel')}
        confirmColor={confirm === 'unpublish' ? 'red' : undefined}
        busy={pending !== null}
        onConfirm={() => confirm !== null && void act(confirm)}
        onCancel={() => {
          setConfirm(null);
          onConfirming(false);
        }}
      />
    </Stack>
  );
}

function OptionsPanel({
  link,
  onSaved,
}: {
  link: GuestMenuLink;
  onSaved: (link: GuestMenuLink) => void;
}) {
  const { t } = useTranslation();
  const [hidePrices, setHidePrices] = useState(link.hidePrices);
  const [showLastBottle, setShowLastBottle] = useState(link.showLastBottle);
  const [welcomeEn, setWelcomeEn] = useState(link.welcomeEn);
  const [welcomeFr, setWelcomeFr] = useState(link.welcomeFr);
  const [saved, setSaved] = useState(false);
  const { error, setError, succeeded } = useActionError();
  const { pending, run } = useRunner();

  const save = () =>
    run('save', async () => {
      setError(null);
      setSaved(false);
      try {
        onSaved(await saveGuestOptions({ hidePrices, showLastBottle, welcomeEn, welcomeFr }));
        setSaved(true);
        succeeded();
      } catch (failure) {
        setError(describeError(failure, saveFailed));
      }
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="guest-link-options">
      <Title order={3} size="h4" id="guest-link-options">
        {t('guestLink.options')}
      </Title>
      <Switch
        label={t('guestLink.hidePrices')}
        checked={hidePrices}
        onChange={(event) => setHidePrices(event.currentTarget.checked)}
      />
      <Switch
        label={t('guestLink.showLastBottle')}
        checked={showLastBottle}
        onChange={(event) => setShowLastBottle(event.currentTarget.checked)}
      />
      <Textarea
        label={t('guestLink.welcomeEn')}
        value={welcomeEn}
        maxLength={WELCOME_MAX_LENGTH}
        autosize
        minRows={2}
        onChange={(event) => setWelcomeEn(event.currentTarget.value)}
      />
      <Textarea
        label={t('guestLink.welcomeFr')}
        value={welcomeFr}
        maxLength={WELCOME_MAX_LENGTH}
        autosize
        minRows={2}
        onChange={(event) => setWelcomeFr(event.currentTarget.value)}
      />
      {error && (
        <Text role="alert" c="var(--mantine-color-error)" size="sm">
          {error(t)}
        </Text>
      )}
      <Group gap="sm">
        <Button loading={pending === 'save'} onClick={() => void save()}>
          {t('guestLink.save')}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          {saved ? t('guestLink.saved') : ''}
        </Text>
      </Group>
    </Stack>
  );
}
