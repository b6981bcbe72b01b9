import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveState } from '../../lib/live-store.js';
import { PlacementFields } from './placement-fields.js';
import type { Intake } from './use-intake.js';

/**
 * Where the bottles go: chosen first; once scanning, a line naming it, which can be changed back
 * until the first bottle is staged.
 */
export function IntakeSetup({ intake }: { intake: Intake }) {
  const { t } = useTranslation();
  const { state, dispatch } = intake;
  const [locationId, setLocationId] = useState<string | null>(null);
  const [bin, setBin] = useState('');
  const locationName = useLiveState((s) =>
    state.locationId ? s.data?.locations.get(state.locationId)?.name : undefined,
  );

  if (state.stage !== 'setup') {
    return (
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {t('scanning.intake.destination', {
            location: `${locationName ?? ''}${state.bin ? ` · ${state.bin}` : ''}`,
          })}
        </Text>
        {state.staged.length === 0 && (
          <Button variant="subtle" size="xs" onClick={() => dispatch({ type: 'backToSetup' })}>
            {t('scanning.intake.changeSetup')}
          </Button>
        )}
      </Group>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch({ type: 'start', locationId, bin });
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('scanning.intake.setupHint')}
        </Text>
        <PlacementFields
          locationId={locationId}
          bin={bin}
          locationError={state.problem === 'choose-location' ? t('reasons.choose-location') : null}
          onChange={(nextLocation, nextBin) => {
            setLocationId(nextLocation);
            setBin(nextBin);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit">{t('scanning.intake.start')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
