import { Button, Group, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bottlesOfFormat } from '../../../domain/bottle-counts.js';
import { compareFormatsNewestFirst } from '../../../domain/format-choice.js';
import type { Format } from '../../../domain/inventory.js';
import type { RestaurantData } from '../../../domain/restaurant-data.js';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { vintageText } from '../../lib/display.js';
import { useLiveState } from '../../lib/live-store.js';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
import { useCan } from '../auth/index.js';
import { searchProfiles } from './add-bottle.js';

interface ProfilePickerProps {
  onPick: (productId: string) => void;
  onCancel: () => void;
}

/** Each profile's formats, newest first, and each format's bottles, counted once per change. */
function useFormatsAndCounts(data: RestaurantData | null) {
  return useMemo(() => {
    const byProduct = new Map<string, Format[]>();
    for (const format of data?.formats.values() ?? []) {
      const list = byProduct.get(format.productId);
      if (list) list.push(format);
      else byProduct.set(format.productId, [format]);
    }
    for (const list of byProduct.values()) list.sort(compareFormatsNewestFirst);
    const counts = data?.counts;
    return {
      formatsOf: (productId: string): readonly Format[] => byProduct.get(productId) ?? [],
      countOf: (formatId: string) => bottlesOfFormat(counts?.get(formatId)),
    };
  }, [data?.formats, data?.counts]);
}

/**
 * Add Bottle's first step: find the profile by name or producer, or create a new one (a role that
 * may not is told who can).
 */
export function ProfilePicker({ onPick, onCancel }: ProfilePickerProps) {
  const { t } = useTranslation();
  const canCreate = useCan('edit-products');
  const phone = useIsPhone();
  const data = useLiveState((s) => s.data);
  const [query, setQuery] = useState('');
  const { formatsOf, countOf } = useFormatsAndCounts(data);
  const results = searchProfiles(data?.products.values() ?? [], query, 30, formatsOf);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('inventory.add.search')}
        placeholder={t('inventory.add.searchPlaceholder')}
        value={query}
        data-autofocus
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <ScrollArea.Autosize mah={phone ? undefined : 320}>
        <Stack gap={4} role="list" aria-label={t('inventory.add.results')}>
          {results.length === 0 && <Text c="dimmed">{t('inventory.add.noResults')}</Text>}
          {results.map((item) => (
            <UnstyledButton
              key={item.id}
              role="listitem"
              onClick={() => onPick(item.id)}
              p="xs"
              style={{
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-sm)',
              }}
            >
              <Text fw={600}>{item.name}</Text>
              <Text size="sm" c="dimmed">
                {item.producer || t('inventory.common.na')}
              </Text>
              {/* Two profiles of one name differ by their formats: show them. */}
              <Text size="xs" c="dimmed" data-testid="picker-formats">
                {formatsOf(item.id)
                  .map((format) =>
                    t('inventory.detail.formatButton', {
                      vintage: vintageText(format.vintage),
                      size: format.bottleSize,
                      count: countOf(format.id),
                    }),
                  )
                  .join(' · ')}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {!canCreate && (
        <Text size="sm" c="dimmed" data-testid="picker-needs-manager">
          {t('access.newProfileByManager')}
        </Text>
      )}
      <Group justify={canCreate ? 'space-between' : 'flex-end'}>
        {canCreate && (
          <Button
            variant="light"
            onClick={() => dashboardStore.openDialog({ kind: 'bottleForm', mode: 'addBottle' })}
          >
            {t('inventory.add.createNew')}
          </Button>
        )}
        <Button variant="default" onClick={onCancel}>
          {t('inventory.common.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
