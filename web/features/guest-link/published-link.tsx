import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.js';
import { useLiveState } from '../../lib/live-store.js';
import { openPrintWindow } from '../../lib/print-window.js';
import { tableCardsHtml } from './table-cards.js';

const QR_SIZE = 200;

interface PublishedLinkProps {
  /** The public address of the guest menu. */
  address: string;
  /** Its QR code as SVG, once drawn. */
  qr: string | null;
  onAsk: (action: 'new-link' | 'unpublish') => void;
}

/** A published guest menu: its link to copy or open, its QR code, table cards, a new link. */
export function PublishedLink({ address, qr, onAsk }: PublishedLinkProps) {
  const { t } = useTranslation();
  const restaurant = useLiveState((live) => live.data?.restaurant.name ?? '');
  const [copied, setCopied] = useState(false);

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
    if (qr === null) return;
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
        <Button variant="default" onClick={() => onAsk('new-link')}>
          {t('guestLink.newLink')}
        </Button>
        <Button variant="default" color="red" onClick={() => onAsk('unpublish')}>
          {t('guestLink.unpublish')}
        </Button>
      </Group>
    </Stack>
  );
}
