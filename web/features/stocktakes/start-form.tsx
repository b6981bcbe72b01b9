import { Alert, Button, Checkbox, Fieldset, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stocktake, StocktakePlace } from '../../../domain/stocktakes.js';
import { useLiveState } from '../../lib/live-store.js';
import { errorText } from '../../lib/server-error.js';
import { startStocktake } from './stocktake-api.js';

/** Per location: the whole of it, or the bins chosen ('' is Unbinned). */
type Choice = Record<string, { whole: boolean; bins: string[] }>;

function placesOf(choice: Choice): StocktakePlace[] {
  return Object.entries(choice).flatMap(([locationId, chosen]) =>
    chosen.whole ? [{ locationId }] : chosen.bins.map((bin) => ({ locationId, bin })),
  );
}

/** Start a count of the whole cellar, or of chosen locations and bins. */
export function StartForm({ onStarted }: { onStarted: (stocktake: Stocktake) => void }) {
  const { t } = useTranslation();
  const locations = useLiveState((state) => state.data?.locations);
  const list = [...(locations?.values() ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const [scope, setScope] = useState<'whole' | 'chosen'>('whole');
  const [choice, setChoice] = useState<Choice>({});
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const places = scope === 'whole' ? [] : placesOf(choice);
  const incomplete = scope === 'chosen' && places.length === 0;

  const set = (locationId: string, next: { whole: boolean; bins: string[] }) =>
    setChoice((current) => ({ ...current, [locationId]: next }));

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      onStarted(await startStocktake({ places }));
    } catch (error) {
      setFailure(errorText(t, error, t('stocktakes.startFailed')));
      setStarting(false);
    }
  };

  if (locations !== undefined && list.length === 0) {
    return <Text c="dimmed">{t('stocktakes.noLocations')}</Text>;
  }
  return (
    <Stack gap="sm" data-testid="start-form">
      <Radio.Group
        label={t('stocktakes.whatToCount')}
        value={scope}
        onChange={(value) => setScope(value === 'chosen' ? 'chosen' : 'whole')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="whole" label={t('stocktakes.wholeCellar')} />
          <Radio value="chosen" label={t('stocktakes.chosenPlaces')} />
        </Stack>
      </Radio.Group>
      {scope === 'chosen' &&
        list.map((location) => {
          const chosen = choice[location.id] ?? { whole: false, bins: [] };
          return (
            <Fieldset key={location.id} legend={location.name} variant="filled">
              <Stack gap="xs">
                <Checkbox
                  label={t('stocktakes.wholeLocation', { name: location.name })}
                  checked={chosen.whole}
                  onChange={(event) =>
                    set(location.id, { ...chosen, whole: event.currentTarget.checked })
                  }
                />
                {!chosen.whole &&
                  ['', ...location.bins].map((bin) => (
                    <Checkbox
                      key={bin}
                      ml="lg"
                      label={bin || t('stocktakes.count.unbinned')}
                      aria-label={`${location.name} / ${bin || t('stocktakes.count.unbinned')}`}
                      checked={chosen.bins.includes(bin)}
                      onChange={(event) =>
                        set(location.id, {
                          whole: false,
                          bins: event.currentTarget.checked
                            ? [...chosen.bins, bin]
                            : chosen.bins.filter((other) => other !== bin),
                        })
                      }
                    />
                  ))}
              </Stack>
            </Fieldset>
          );
        })}
      {incomplete && (
        <Text size="sm" c="dimmed">
          {t('stocktakes.chooseOne')}
        </Text>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Button onClick={() => void start()} loading={starting} disabled={incomplete}>
        {t('stocktakes.start')}
      </Button>
    </Stack>
  );
}
