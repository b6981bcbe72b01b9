import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as ops from '../../../domain/operations/activity.js';
import { LoadingMark } from '../../lib/ui/loading-mark.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { useCall } from '../../lib/use-call.js';
import { type Chosen, filtersOf, NONE } from './activity-chosen.js';
import { ActivityEntryItem } from './activity-entry.js';
import { ActivityExport } from './activity-export.js';
import { ActivityFilterFields } from './activity-filters.js';
import { useActivityListing } from './use-activity-listing.js';

/**
 * Who did what, for owners and managers: the restaurant's changes, newest first, a page at a
 * time, filtered by person, kind of change and days; the filtered list as CSV.
 */
export function ActivityView({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Chosen>(NONE);
  // Without the people, the filter offers Everyone only.
  const { loaded: people } = useCall(ops.activityPeople, {});
  const { listing, more } = useActivityListing(chosen);

  const choose = (change: Partial<Chosen>) => {
    setChosen((current) => ({ ...current, ...change }));
  };

  const now = new Date();
  return (
    <ManagerModal opened={opened} onClose={onClose} title={t('activity.title')}>
      <Stack gap="md">
        <ActivityFilterFields
          chosen={chosen}
          people={people.status === 'ready' ? people.value.people : []}
          onChoose={choose}
        />
        <ActivityExport filters={filtersOf(chosen)} />
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
            <LoadingMark />
          </Group>
        )}
        {listing.status === 'ready' && listing.next !== null && (
          <Button variant="default" onClick={more}>
            {t('activity.loadMore')}
          </Button>
        )}
      </Stack>
    </ManagerModal>
  );
}
