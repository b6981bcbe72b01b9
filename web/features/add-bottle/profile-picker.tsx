import { Button, Group, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { useLiveState } from '../../lib/live-store.js';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
import { searchProfiles } from './add-bottle.js';

interface ProfilePickerProps {
  onPick: (productId: string) => void;
  onCancel: () => void;
}

/** Add Bottle's first step: find the profile by name or producer, or create a new one. */
export function ProfilePicker({ onPick, onCancel }: ProfilePickerProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const products = useLiveState((s) => s.data?.products);
  const [query, setQuery] = useState('');
  const results = searchProfiles(products?.values() ?? [], query, 30);
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
            </UnstyledButton>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="space-between">
        <Button
          variant="light"
          onClick={() => dashboardStore.openDialog({ kind: 'bottleForm', mode: 'addBottle' })}
        >
          {t('inventory.add.createNew')}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {t('inventory.common.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
