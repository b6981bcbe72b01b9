import '../../lib/ui/inventory-styles.js';
import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareFormatsNewestFirst } from '../../../domain/format-choice.js';
import type { Format, Product } from '../../../domain/inventory.js';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { vintageText } from '../../lib/display.js';
import { deleteFormat, deleteProduct } from '../../lib/inventory-api.js';
import { useLiveState } from '../../lib/live-store.js';
import { errorText, reasonOf } from '../../lib/server-error.js';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.js';
import { notifySuccess } from '../../lib/ui/notify.js';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
import { searchProfiles } from '../add-bottle/index.js';

const ROW_HEIGHT = 60;

type Pending =
  | { kind: 'format'; format: Format; last: boolean }
  | { kind: 'profile'; product: Product }
  | null;

/** The profile manager (docs/product.md §2): find, edit and delete profiles and their formats. */
export function ProfileManager() {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const data = useLiveState((s) => s.data);
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ title: string; message: string } | null>(null);
  // A state, not a ref: the modal mounts the list after the first render, and the virtualizer
  // must render again once it can measure it (with a ref it showed no row until a keystroke).
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);

  const products = searchProfiles(data?.products.values() ?? [], query, Number.POSITIVE_INFINITY);
  const counts = new Map<string, number>();
  for (const bottle of data?.bottles.values() ?? [])
    counts.set(bottle.formatId, (counts.get(bottle.formatId) ?? 0) + 1);
  const formatsByProduct = new Map<string, Format[]>();
  for (const format of data?.formats.values() ?? []) {
    const list = formatsByProduct.get(format.productId) ?? [];
    list.push(format);
    formatsByProduct.set(format.productId, list);
  }
  const wineCount = (productId: string) =>
    (formatsByProduct.get(productId) ?? []).reduce(
      (sum, format) => sum + (counts.get(format.id) ?? 0),
      0,
    );

  const virtualizer = useVirtualizer({
    count: products.length,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });

  const selected = selectedId ? data?.products.get(selectedId) : undefined;
  const selectedFormats = selected
    ? [...(formatsByProduct.get(selected.id) ?? [])].sort(compareFormatsNewestFirst)
    : [];

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'format') {
        const { productRemoved } = await deleteFormat(pending.format.id);
        if (productRemoved) setSelectedId(null);
        notifySuccess(t('inventory.messages.successTitle'), t('inventory.profiles.formatDeleted'));
      } else {
        await deleteProduct(pending.product.id);
        setSelectedId(null);
        notifySuccess(t('inventory.messages.successTitle'), t('inventory.profiles.profileDeleted'));
      }
      setPending(null);
    } catch (error) {
      setPending(null);
      const blocked = reasonOf(error) === 'format-has-bottles';
      setNotice({
        title: blocked ? t('inventory.profiles.blockedTitle') : t('inventory.common.error'),
        message: errorText(t, error, t('inventory.messages.saveFailed')),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Modal
        opened
        onClose={() => dashboardStore.closeDialog()}
        title={t('inventory.profiles.title')}
        fullScreen={phone}
        size="lg"
        closeOnEscape={pending === null && notice === null}
        closeButtonProps={{ 'aria-label': t('inventory.common.close') }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('inventory.profiles.search')}
            placeholder={t('inventory.add.searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          {selected && (
            <Card withBorder padding="sm" data-testid="profile-selected">
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={700}>{selected.name}</Text>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() =>
                        dashboardStore.openDialog({
                          kind: 'bottleForm',
                          mode: 'editProfile',
                          productId: selected.id,
                        })
                      }
                    >
                      {t('inventory.profiles.edit')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      disabled={wineCount(selected.id) > 0}
                      title={
                        wineCount(selected.id) > 0 ? t('inventory.profiles.hasBottles') : undefined
                      }
                      onClick={() => setPending({ kind: 'profile', product: selected })}
                    >
                      {t('inventory.profiles.deleteProfile')}
                    </Button>
                  </Group>
                </Group>
                <Text size="sm" fw={600}>
                  {t('inventory.profiles.formats')}
                </Text>
                {selectedFormats.map((format) => {
                  const count = counts.get(format.id) ?? 0;
                  return (
                    <Group key={format.id} justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm">
                        {t('inventory.detail.formatButton', {
                          vintage: vintageText(format.vintage),
                          size: format.bottleSize,
                          count,
                        })}
                      </Text>
                      <Button
                        size="compact-xs"
                        color="red"
                        variant="subtle"
                        aria-label={t('inventory.profiles.deleteFormatNamed', {
                          vintage: vintageText(format.vintage),
                          size: format.bottleSize,
                        })}
                        onClick={() =>
                          count > 0
                            ? setNotice({
                                title: t('inventory.profiles.blockedTitle'),
                                message: t('reasons.format-has-bottles'),
                              })
                            : setPending({
                                kind: 'format',
                                format,
                                last: selectedFormats.length === 1,
                              })
                        }
                      >
                        {t('inventory.profiles.deleteFormat')}
                      </Button>
                    </Group>
                  );
                })}
              </Stack>
            </Card>
          )}
          {products.length === 0 && <Text c="dimmed">{t('inventory.add.noResults')}</Text>}
          <div
            ref={setScroller}
            style={{ height: phone ? '55vh' : 360, overflowY: 'auto' }}
            data-testid="profile-list"
          >
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {virtualizer.getVirtualItems().map((item) => {
                const product = products[item.index];
                if (!product) return null;
                return (
                  <UnstyledButton
                    key={product.id}
                    onClick={() => setSelectedId(product.id)}
                    aria-pressed={product.id === selectedId}
                    style={{
                      position: 'absolute',
                      top: 0,
                      left: 0,
                      right: 0,
                      height: ROW_HEIGHT - 4,
                      transform: `translateY(${item.start}px)`,
                      padding: '6px 10px',
                      borderRadius: 'var(--mantine-radius-sm)',
                      border: '1px solid var(--mantine-color-default-border)',
                      background:
                        product.id === selectedId
                          ? 'var(--mantine-color-default-hover)'
                          : undefined,
                    }}
                  >
                    <Group justify="space-between" wrap="nowrap">
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text fw={600} truncate>
                          {product.name}
                        </Text>
                        <Text size="sm" c="dimmed" truncate>
                          {product.producer || t('inventory.common.na')}
                        </Text>
                      </Stack>
                      <Badge variant="light">{wineCount(product.id)}</Badge>
                    </Group>
                  </UnstyledButton>
                );
              })}
            </div>
          </div>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={pending !== null}
        title={t('inventory.profiles.confirmTitle')}
        message={
          pending?.kind === 'format' && pending.last
            ? t('inventory.profiles.confirmLastFormat')
            : pending?.kind === 'format'
              ? t('inventory.profiles.confirmFormat')
              : t('inventory.profiles.confirmProfile')
        }
        confirmLabel={t('inventory.common.delete')}
        confirmColor="red"
        cancelLabel={t('inventory.common.cancel')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        opened={notice !== null}
        title={notice?.title ?? ''}
        message={notice?.message ?? ''}
        confirmLabel={t('inventory.common.ok')}
        onConfirm={() => setNotice(null)}
        onCancel={() => setNotice(null)}
      />
    </>
  );
}
