import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveState } from '../../lib/live-store.js';
import { useActionError } from '../../lib/ui/action-error.js';
import { type DialogsApi, useDialogs } from '../../lib/ui/dialogs.js';
import { describeError, isInUse, saveFailed } from '../../lib/ui/error-text.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { useRunner } from '../../lib/use-runner.js';
import { countBottles } from './bottle-counts.js';
import { LocationCard } from './location-card.js';
import { addLocation, deleteLocation } from './locations-api.js';
import { locationNameRefusal } from './name-refusal.js';

export interface LocationManagerProps {
  opened: boolean;
  onClose: () => void;
}

const nameCollator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** docs/product.md §2 location manager: locations and their bins, one change per request. */
export function LocationManager({ opened, onClose }: LocationManagerProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  return (
    <>
      <ManagerModal
        opened={opened}
        onClose={onClose}
        title={t('locations.title')}
        closeOnEscape={!dialogs.open}
      >
        <LocationManagerBody dialogs={dialogs} />
      </ManagerModal>
      {dialogs.element}
    </>
  );
}

/** Mounted only while the manager is open, so closed it costs nothing per change. */
function LocationManagerBody({ dialogs }: { dialogs: DialogsApi }) {
  const { t } = useTranslation();
  const locationMap = useLiveState((state) => state.data?.locations);
  const formatCounts = useLiveState((state) => state.data?.counts);
  const locations = useMemo(
    () => [...(locationMap?.values() ?? [])].sort((a, b) => nameCollator.compare(a.name, b.name)),
    [locationMap],
  );
  const counts = useMemo(() => countBottles(formatCounts?.values() ?? []), [formatCounts]);
  const [name, setName] = useState('');
  const { error, setError, succeeded } = useActionError();
  const { pending, run } = useRunner();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    const refusal = locationNameRefusal(locations, trimmed);
    if (refusal) {
      setError(refusal);
      return;
    }
    void run('add', async () => {
      setError(null);
      try {
        await addLocation(trimmed);
        setName('');
        succeeded();
      } catch (failure) {
        setError(describeError(failure, saveFailed));
      }
    });
  };

  const askDelete = (id: string, locationName: string) => {
    const inUse = () =>
      dialogs.notify(
        (tr) => tr('locations.inUseTitle'),
        (tr) => tr('reasons.location-in-use'),
      );
    // The form checks what this tab knows; the server decides with what the database holds.
    if ((counts.byLocation.get(id) ?? 0) > 0) return inUse();
    dialogs.confirm(
      (tr) => tr('locations.confirmDelete', { name: locationName }),
      async () => {
        try {
          await deleteLocation(id);
          succeeded();
        } catch (failure) {
          if (isInUse(failure, 'location-in-use')) inUse();
          else dialogs.notify((tr) => tr('settings.error'), describeError(failure, saveFailed));
        }
      },
    );
  };

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('locations.newLocation')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            error={error ? error(t) : undefined}
            maxLength={80}
            style={{ flex: '1 1 14rem' }}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={pending === 'add'}>
            {t('locations.add')}
          </Button>
        </Group>
      </form>
      {locations.length === 0 ? (
        <Text c="dimmed">{t('locations.empty')}</Text>
      ) : (
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {locations.map((location) => (
            <LocationCard
              key={location.id}
              location={location}
              takenNames={locations}
              counts={counts}
              dialogs={dialogs}
              onDelete={() => askDelete(location.id, location.name)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
