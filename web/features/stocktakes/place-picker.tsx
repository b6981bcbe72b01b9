import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Location } from '../../../domain/restaurant.js';
import type { StocktakePlace } from '../../../domain/stocktakes.js';
import { useLiveState } from '../../lib/live-store.js';

export interface CountPlace {
  locationId: string;
  /** '' is the location's loose shelf. */
  bin: string;
}

/** The locations a count covers (all of them for the whole cellar), sorted by name. */
function countedLocations(
  locations: ReadonlyMap<string, Location> | undefined,
  places: readonly StocktakePlace[],
): Location[] {
  const all = [...(locations?.values() ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  if (places.length === 0) return all;
  const ids = new Set(places.map((place) => place.locationId));
  return all.filter((location) => ids.has(location.id));
}

/** The bins of `location` a count covers: '' (loose shelf) and every bin, or the chosen ones. */
function countedBins(location: Location, places: readonly StocktakePlace[]): string[] {
  const mine = places.filter((place) => place.locationId === location.id);
  if (places.length === 0 || mine.some((place) => place.bin === undefined)) {
    return ['', ...location.bins];
  }
  return mine.map((place) => place.bin ?? '');
}

/** The first place of a count: where a phone starts counting until its member chooses. */
export function firstPlace(
  locations: ReadonlyMap<string, Location> | undefined,
  places: readonly StocktakePlace[],
): CountPlace | null {
  const [location] = countedLocations(locations, places);
  if (!location) return null;
  return { locationId: location.id, bin: countedBins(location, places)[0] ?? '' };
}

/** Where this phone is counting: a location of the count, then one of its bins. */
export function PlacePicker({
  places,
  value,
  onChange,
}: {
  places: readonly StocktakePlace[];
  value: CountPlace | null;
  onChange: (place: CountPlace) => void;
}) {
  const { t } = useTranslation();
  const locations = useLiveState((state) => state.data?.locations);
  const choices = countedLocations(locations, places);
  const location = value ? locations?.get(value.locationId) : undefined;
  const bins = location ? countedBins(location, places) : [];
  return (
    <SimpleGrid cols={2} spacing="sm">
      <NativeSelect
        size="md"
        label={t('stocktakes.count.location')}
        value={value?.locationId ?? ''}
        data={choices.map((choice) => ({ value: choice.id, label: choice.name }))}
        onChange={(event) => {
          const next = locations?.get(event.currentTarget.value);
          if (next) onChange({ locationId: next.id, bin: countedBins(next, places)[0] ?? '' });
        }}
      />
      <NativeSelect
        size="md"
        label={t('stocktakes.count.bin')}
        value={value?.bin ?? ''}
        disabled={!location}
        data={bins.map((bin) => ({ value: bin, label: bin || t('stocktakes.count.unbinned') }))}
        onChange={(event) =>
          value && onChange({ locationId: value.locationId, bin: event.currentTarget.value })
        }
      />
    </SimpleGrid>
  );
}
