import {
  Alert,
  Button,
  Group,
  Loader,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type GuestMenuLink,
  guestMenuPath,
  WELCOME_MAX_LENGTH,
} from '../../../domain/guest-link.js';
import { currentLanguage } from '../../lib/i18n.js';
import { useLiveState } from '../../lib/live-store.js';
import { openPrintWindow } from '../../lib/print-window.js';
import { useActionError } from '../../lib/ui/action-error.js';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.js';
import { describeError, saveFailed } from '../../lib/ui/error-text.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { useRunner } from '../../lib/use-runner.js';
import { changeGuestLink, fetchGuestLink, saveGuestOptions } from './guest-link-api.js';
import { tableCardsHtml } from './table-cards.js';

const QR_SIZE = 200;

/** The link as an SVG QR code, with the library the label sheets use (loaded with this manager). */
async function qrSvg(link: string): Promise<string> {
  const qrcode = await import('qrcode');
  return qrcode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

type Loaded =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; link: GuestMenuLink };

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
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const reload = useCallback(async () => {
    try {
      setLoaded({ status: 'ready', link: await fetchGuestLink() });
    } catch (error) {
      console.error('Could not load the guest menu link.', error);
      setLoaded({ status: 'failed' });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  if (loaded.status === 'loading') return <Loader size="sm" aria-label={t('app.loading')} />;
  if (loaded.status === 'failed') {
    return (
      <Alert color="red" role="alert">
        {t('guestLink.loadFailed')}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void reload()}>
          {t('admin.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="xl">
      <LinkPanel
        link={loaded.link}
        onChanged={(link) => setLoaded({ status: 'ready', link })}
        onConfirming={onConfirming}
      />
      <OptionsPanel link={loaded.link} onSaved={(link) => setLoaded({ status: 'ready', link })} />
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
  const restaurant = useLiveState((live) => live.data?.restaurant.name ?? '');
  const { error, setError, succeeded } = useActionError();
  const { pending, run } = useRunner();
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [confirm, setConfirm] = useState<'new-link' | 'unpublish' | null>(null);
  const address =
    link.token === null ? null : `${window.location.origin}${guestMenuPath(link.token)}`;

  useEffect(() => {
    setCopied(false);
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

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (failure) {
      // Without clipboard access the link stays selectable in its field.
      console.error('Could not copy the guest menu link.', failure);
    }
  };

  const printCards = () => {
    if (address === null || qr === null) return;
    const html = tableCardsHtml(qr, address, {
      restaurant,
      scan: t('guestLink.scanCard'),
      title: t('guestLink.cardsTitle'),
      lang: currentLanguage(),
    });
    openPrintWindow(html);
  };

  const qrImage = qr === null ? null : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr)}`;

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
        <Stack gap="sm" align="flex-start">
          <TextInput
            label={t('guestLink.link')}
            value={address}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            w="100%"
            data-testid="guest-link"
          />
          <Group gap="sm" align="center">
            <Button variant="light" onClick={() => void copy(address)}>
              {t('guestLink.copy')}
            </Button>
            <Button variant="light" component="a" href={address} target="_blank" rel="noopener">
              {t('guestLink.open')}
            </Button>
            <Text size="sm" c="dimmed" aria-live="polite">
              {copied ? t('guestLink.copied') : ''}
            </Text>
          </Group>
          {qrImage !== null && (
            // The code's own white margin keeps it readable in the dark theme.
            <img
              src={qrImage}
              alt={t('guestLink.qrAlt', { link: address })}
              width={QR_SIZE}
              height={QR_SIZE}
              data-testid="guest-link-qr"
              data-link={address}
            />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={printCards} disabled={qr === null}>
              {t('guestLink.printCards')}
            </Button>
            <Button variant="default" onClick={() => ask('new-link')}>
              {t('guestLink.newLink')}
            </Button>
            <Button variant="default" color="red" onClick={() => ask('unpublish')}>
              {t('guestLink.unpublish')}
            </Button>
          </Group>
        </Stack>
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
