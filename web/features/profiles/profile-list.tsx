import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
import type { ProfileManagerState } from './use-profile-manager.js';

const ROW_HEIGHT = 60;

/** Every profile found, as a virtual list (5,000 rows would be slow to mount), with its bottles. */
export function ProfileList({ manager }: { manager: ProfileManagerState }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const { products, selectedId } = manager;
  // A state, not a ref: the modal mounts the list after the first render, and the virtualizer
  // must render again once it can measure it (with a ref it showed no row until a keystroke).
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer({
    count: products.length,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  return (
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
              onClick={() => manager.setSelectedId(product.id)}
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
                  product.id === selectedId ? 'var(--mantine-color-default-hover)' : undefined,
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
                <Badge variant="light">{manager.bottleCount(product.id)}</Badge>
              </Group>
            </UnstyledButton>
          );
        })}
      </div>
    </div>
  );
}
