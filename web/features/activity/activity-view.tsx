import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry, ActivityFilters, ActivityPeople } from '../../../domain/activity.js';
import { activityCsvFileName } from '../../../domain/activity-csv-file.js';
import { type ActivityKind, activityKinds } from '../../../domain/activity-kinds.js';
import { liveStore } from '../../lib/live-store.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { downloadBlob } from '../exports/index.js';
import { fetchActivity, fetchActivityCsv, fetchPeople } from './activity-api.js';
import { ActivityEntryItem } from './activity-entry.js';

interface Chosen {
  person: string;
  kind: ActivityKind | '';
  /** yyyy-mm-dd, the reader's own days; '' for no bound. */
  from: string;
  to: string;
}

const NONE: Chosen = { person: '', kind: '', from: '', to: '' };

/** The days chosen as the instants the server compares: from the first's midnight to after the last. */
function filtersOf(chosen: Chosen): ActivityFilters {
  const midnight = (day: string, plusDays: number) => {
    const date = new Date(`${day}T00:00`);
    date.setDate(date.getDate() + plusDays);
    return date.toISOString();
  };
  return {
    ...(chosen.person ? { person: chosen.person } : {}),
    ...(chosen.kind ? { kind: chosen.kind } : {}),
    ...(chosen.from ? { from: midnight(chosen.from, 0) } : {}),
    ...(chosen.to ? { to: midnight(chosen.to, 1) } : {}),
  };
}

type Listing =
  | { status: 'loading'; entries: ActivityEntry[] }
  | { status: 'ready'; entries: ActivityEntry[]; next: string | null }
  | { status: 'failed'; entries: ActivityEntry[] };

/**
 * Who did what, for owners and managers: the restaurant's changes, newest first, a
 * page at a time, filtered by person, kind of change and days; the filtered list as CSV.
 */
export function ActivityView({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Chosen>(NONE);
  const [people, setPeople] = useState<ActivityPeople['people']>([]);
  const [listing, setListing] = useState<Listing>({ status: 'loading', entries: [] });
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const [exporting, setExporting] = useState<'idle' | 'working' | 'failed'>('idle');

  useEffect(() => {
    const controller = new AbortController();
    fetchPeople(controller.signal).then(
      (body) => setPeople(body.people),
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  // A new filter starts from the newest; Load more asks for the page after the cursor.
  useEffect(() => {
    const controller = new AbortController();
    const more = cursor !== undefined;
    setListing((current) => ({ status: 'loading', entries: more ? current.entries : [] }));
    fetchActivity(filtersOf(chosen), cursor, controller.signal).then(
      (page) =>
        setListing((current) => ({
          status: 'ready',
          entries: more ? [...current.entries, ...page.entries] : page.entries,
          next: page.next,
        })),
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setListing((current) => ({ status: 'failed', entries: current.entries }));
      },
    );
    return () => controller.abort();
  }, [chosen, cursor]);

  // Every open screen follows the restaurant live: a change made while the view is open (here or
  // in any other tab) comes in at the top, as the newest page says, one read at a time.
  useEffect(() => {
    const controller = new AbortController();
    let reading = false;
    let again = false;
    const readNewest = async () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          const page = await fetchActivity(filtersOf(chosen), undefined, controller.signal);
          setListing((current) => {
            if (current.status !== 'ready') return current;
            const top = current.entries[0]?.revision ?? -1;
            const newer = page.entries.filter((entry) => entry.revision > top);
            // More new entries than a page: start again from the newest, leaving no gap.
            if (newer.length === page.entries.length && current.entries.length > 0) {
              return { status: 'ready', entries: page.entries, next: page.next };
            }
            return { ...current, entries: [...newer, ...current.entries] };
          });
        } while (again);
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          console.warn('activity: newest changes not read', error);
        }
      } finally {
        reading = false;
      }
    };
    const stop = liveStore.follow(() => void readNewest());
    return () => {
      stop();
      controller.abort();
    };
  }, [chosen]);

  const choose = (change: Partial<Chosen>) => {
    setCursor(undefined);
    setChosen((current) => ({ ...current, ...change }));
  };

  const exportCsv = async () => {
    setExporting('working');
    try {
      const blob = await fetchActivityCsv(filtersOf(chosen));
      downloadBlob(blob, activityCsvFileName(new Date()));
      setExporting('idle');
    } catch (error) {
      console.warn('activity export failed', error);
      setExporting('failed');
    }
  };

  const now = new Date();
  return (
    <ManagerModal opened={opened} onClose={onClose} title={t('activity.title')}>
      <Stack gap="md">
        <SimpleGrid cols={2} spacing="sm">
          <NativeSelect
            label={t('activity.person')}
            value={chosen.person}
            onChange={(event) => choose({ person: event.currentTarget.value })}
            data={[
              { value: '', label: t('activity.everyone') },
              ...people.map((person) => ({
                value: person.id,
                label: person.removed
                  ? t('activity.removedMember', { name: person.name })
                  : person.name,
              })),
            ]}
          />
          <NativeSelect
            label={t('activity.kind')}
            value={chosen.kind}
            onChange={(event) => choose({ kind: event.currentTarget.value as ActivityKind | '' })}
            data={[
              { value: '', label: t('activity.allKinds') },
              ...activityKinds.map((kind) => ({ value: kind, label: t(`activity.kinds.${kind}`) })),
            ]}
          />
          <TextInput
            type="date"
            label={t('activity.from')}
            value={chosen.from}
            max={chosen.to || undefined}
            onChange={(event) => choose({ from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('activity.to')}
            value={chosen.to}
            min={chosen.from || undefined}
            onChange={(event) => choose({ to: event.currentTarget.value })}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="light" onClick={exportCsv} loading={exporting === 'working'}>
            {t('activity.exportCsv')}
          </Button>
        </Group>
        {exporting === 'failed' && (
          <Alert color="red" role="alert">
            {t('activity.exportFailed')}
          </Alert>
        )}
        {listing.entries.length > 0 && (
          <Stack component="ul" gap="xs" aria-label={t('activity.list')} p={0} m={0}>
            {listing.entries.map((entry) => (
              <ActivityEntryItem key={entry.revision} entry={entry} now={now} />
            ))}
          </Stack>
        )}
        {listing.status === 'ready' && listing.entries.length === 0 && (
          <Text c="dimmed" role="status">
            {t('activity.empty')}
          </Text>
        )}
        {listing.status === 'failed' && (
          <Alert color="red" role="alert">
            {t('activity.loadFailed')}
          </Alert>
        )}
        {listing.status === 'loading' && (
          <Group justify="center">
            <Loader size="sm" aria-label={t('inventory.common.loading')} />
          </Group>
        )}
        {listing.status === 'ready' && listing.next !== null && (
          <Button variant="default" onClick={() => setCursor(listing.next ?? undefined)}>
            {t('activity.loadMore')}
          </Button>
        )}
      </Stack>
    </ManagerModal>
  );
}
