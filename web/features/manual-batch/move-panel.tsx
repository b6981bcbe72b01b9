import { Button, Divider, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from '../../../domain/restaurant.js';
import type { BatchActions } from './use-batch-actions.js';

const UNASSIGNED = '__unassigned__';

interface MovePanelProps {
  locations: readonly Location[];
  /** Offer Unassigned as a destination (not in the unassigned manager). */
  allowUnassigned: boolean;
  count: number;
  busy: boolean;
  label: string;
  onMove: (locationId: string | null, bin: string) => void;
}

/** Destination location and bin (the bin is enabled once a location is chosen), then Move. */
export function MovePanel({
  locations,
  allowUnassigned,
  count,
  busy,
  label,
  onMove,
}: MovePanelProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | null>(null);
  const [bin, setBin] = useState<string | null>(null);
  const location = locations.find((candidate) => candidate.id === target);
  // A location deleted meanwhile is no longer a choice.
  const chosen = target === UNASSIGNED ? UNASSIGNED : (location?.id ?? null);
  const bins = location?.bins ?? [];

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('managers.common.location')}
        placeholder={t('managers.common.locationPlaceholder')}
        data={[
          ...locations.map((item) => ({ value: item.id, label: item.name })),
          ...(allowUnassigned
            ? [{ value: UNASSIGNED, label: t('managers.common.unassigned') }]
            : []),
        ]}
        value={chosen}
        onChange={(value) => {
          setTarget(value);
          setBin(null);
        }}
        searchable
        nothingFoundMessage={t('managers.common.nothingFound')}
        style={{ flex: '1 1 180px' }}
      />
      <Select
        label={t('managers.common.bin')}
        placeholder={t('managers.common.binPlaceholder')}
        data={bins}
        value={bin !== null && bins.includes(bin) ? bin : null}
        onChange={setBin}
        // docs/product.md §5: the bin is enabled only after a location is chosen.
        disabled={!location || bins.length === 0}
        clearable
        searchable
        style={{ flex: '1 1 140px' }}
      />
      <Button
        disabled={count === 0 || chosen === null}
        loading={busy}
        onClick={() =>
          chosen !== null &&
          onMove(chosen === UNASSIGNED ? null : chosen, location ? (bin ?? '') : '')
        }
      >
        {label}
      </Button>
    </Group>
  );
}

/** The Move section of the manual batch and manual-ID managers: anywhere, Unassigned included. */
export function MoveSelected({
  locations,
  ids,
  actions,
}: {
  locations: readonly Location[];
  ids: string[];
  actions: BatchActions;
}) {
  const { t } = useTranslation();
  const count = ids.length;
  return (
    <>
      <Divider label={t('managers.batch.moveSection')} labelPosition="left" />
      <MovePanel
        locations={locations}
        allowUnassigned
        count={count}
        busy={actions.pending === 'move'}
        label={t('managers.common.moveCount', { count })}
        onMove={(locationId, bin) => void actions.move(ids, locationId, bin)}
      />
    </>
  );
}
