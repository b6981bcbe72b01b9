import { Badge, Button, CloseButton, Group, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from '../../../domain/restaurant.js';
import { BIN_NAME_MAX } from '../../../domain/restaurant-commands.js';
import { useActionError } from '../../lib/ui/action-error.js';
import type { DialogsApi } from '../../lib/ui/dialogs.js';
import { describeError, isInUse, saveFailed } from '../../lib/ui/error-text.js';
import { useRunner } from '../../lib/use-runner.js';
import { type BottleCounts, binKey } from './bottle-counts.js';
import { addBin, deleteBin } from './locations-api.js';

interface LocationBinsProps {
  location: Location;
  counts: BottleCounts;
  dialogs: DialogsApi;
}

/** A location's bins with their bottles: add one, delete an empty one. */
export function LocationBins({ location, counts, dialogs }: LocationBinsProps) {
  const { t } = useTranslation();
  const { pending, run } = useRunner();
  const [bin, setBin] = useState('');
  const { error: binError, setError: setBinError, succeeded } = useActionError();

  const submitBin = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = bin.trim();
    // An empty bin, or one the location has, is ignored (docs/product.md §5).
    if (name === '' || location.bins.includes(name)) {
      setBin('');
      return;
    }
    void run('bin', async () => {
      setBinError(null);
      try {
        await addBin(location.id, name);
        setBin('');
        succeeded();
      } catch (failure) {
        setBinError(describeError(failure, saveFailed));
      }
    });
  };

  const askDeleteBin = (name: string) => {
    const inUse = () =>
      dialogs.notify(
        (tr) => tr('locations.binInUseTitle'),
        (tr) => tr('reasons.bin-in-use'),
      );
    if ((counts.byBin.get(binKey(location.id, name)) ?? 0) > 0) return inUse();
    dialogs.confirm(
      (tr) => tr('locations.confirmDeleteBin', { bin: name, name: location.name }),
      async () => {
        try {
          await deleteBin(location.id, name);
          succeeded();
        } catch (failure) {
          if (isInUse(failure, 'bin-in-use')) inUse();
          else dialogs.notify((tr) => tr('settings.error'), describeError(failure, saveFailed));
        }
      },
    );
  };

  return (
    <>
      <Text size="sm" fw={600}>
        {t('locations.bins')}
      </Text>
      {location.bins.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('locations.noBins')}
        </Text>
      ) : (
        <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {location.bins.map((name) => (
            <Badge
              key={name}
              component="li"
              variant="light"
              size="lg"
              tt="none"
              pr={4}
              rightSection={
                <CloseButton
                  size="sm"
                  aria-label={t('locations.deleteBin', { bin: name })}
                  onClick={() => askDeleteBin(name)}
                />
              }
            >
              {t('locations.binBottles', {
                bin: name,
                count: counts.byBin.get(binKey(location.id, name)) ?? 0,
              })}
            </Badge>
          ))}
        </Group>
      )}
      <form onSubmit={submitBin} noValidate>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            aria-label={t('locations.newBin', { name: location.name })}
            placeholder={t('locations.newBin', { name: location.name })}
            value={bin}
            onChange={(event) => {
              setBin(event.currentTarget.value);
              setBinError(null);
            }}
            error={binError ? binError(t) : undefined}
            maxLength={BIN_NAME_MAX}
            size="sm"
            style={{ flex: '1 1 10rem' }}
          />
          <Button type="submit" variant="light" size="sm" loading={pending === 'bin'}>
            {t('locations.addBin')}
          </Button>
        </Group>
      </form>
    </>
  );
}
