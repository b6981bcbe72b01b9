import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from '../../../domain/restaurant.js';
import { LOCATION_NAME_MAX } from '../../../domain/restaurant-commands.js';
import { useActionError } from '../../lib/ui/action-error.js';
import type { DialogsApi } from '../../lib/ui/dialogs.js';
import { describeError, saveFailed } from '../../lib/ui/error-text.js';
import { RenameForm } from '../../lib/ui/rename-form.js';
import { useRunner } from '../../lib/use-runner.js';
import type { BottleCounts } from './bottle-counts.js';
import { LocationBins } from './location-bins.js';
import { renameLocation } from './locations-api.js';
import { locationNameRefusal } from './name-refusal.js';

interface LocationCardProps {
  location: Location;
  takenNames: readonly Location[];
  counts: BottleCounts;
  dialogs: DialogsApi;
  onDelete: () => void;
}

/** One location: rename, delete, and its bins (LocationBins). */
export function LocationCard({
  location,
  takenNames,
  counts,
  dialogs,
  onDelete,
}: LocationCardProps) {
  const { t } = useTranslation();
  const { pending, run } = useRunner();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const { error: renameError, setError: setRenameError, succeeded } = useActionError();
  const bottles = counts.byLocation.get(location.id) ?? 0;
  const headingId = `location-${location.id}`;

  const startRename = () => {
    setDraft(location.name);
    setRenameError(null);
    setEditing(true);
  };

  const submitRename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = draft.trim();
    const refusal = locationNameRefusal(takenNames, name, location);
    if (refusal) {
      setRenameError(refusal);
      return;
    }
    void run('rename', async () => {
      try {
        await renameLocation(location.id, name, location.name);
        setEditing(false);
        succeeded();
      } catch (failure) {
        setRenameError(describeError(failure, saveFailed));
      }
    });
  };

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        {editing ? (
          <RenameForm
            label={t('locations.nameOf', { name: location.name })}
            value={draft}
            onChange={(value) => {
              setDraft(value);
              setRenameError(null);
            }}
            onSubmit={submitRename}
            onCancel={() => setEditing(false)}
            error={renameError ? renameError(t) : undefined}
            maxLength={LOCATION_NAME_MAX}
            saving={pending === 'rename'}
            inputBasis="12rem"
          />
        ) : (
          <Group justify="space-between" gap="xs" wrap="wrap">
            <div>
              <Title order={3} fz="lg" id={headingId}>
                {location.name}
              </Title>
              <Text size="sm" c="dimmed">
                {t('locations.bottles', { count: bottles })}
              </Text>
            </div>
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                onClick={startRename}
                aria-label={t('locations.renameAction', { name: location.name })}
              >
                {t('settings.rename')}
              </Button>
              <Button
                variant="light"
                color="red"
                size="xs"
                onClick={onDelete}
                aria-label={t('locations.deleteAction', { name: location.name })}
              >
                {t('settings.delete')}
              </Button>
            </Group>
          </Group>
        )}

        <LocationBins location={location} counts={counts} dialogs={dialogs} />
      </Stack>
    </Paper>
  );
}
