import { Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bottle } from '../../../domain/inventory.js';
import { updateBottle } from '../../lib/inventory-api.js';
import { errorText } from '../../lib/server-error.js';
import { FormActions } from '../../lib/ui/form-actions.js';
import { notifySuccess } from '../../lib/ui/notify.js';
import { useSave } from '../../lib/use-save.js';
import { LocationBinSelects } from '../locations/index.js';

/** Edit Location / Notes: a bottle's location, bin and notes. */
export function PlacementForm({ bottle, onDone }: { bottle: Bottle; onDone: () => void }) {
  const { t } = useTranslation();
  const [locationId, setLocationId] = useState<string | null>(bottle.locationId);
  const [bin, setBin] = useState(bottle.bin);
  const [notes, setNotes] = useState(bottle.notes);
  const [error, setError] = useState<string | null>(null);
  const { saving, save: run } = useSave();

  const save = () => {
    setError(null);
    return run(
      async () => {
        await updateBottle(bottle.id, { locationId, bin: locationId ? bin : '', notes });
        notifySuccess(t('inventory.messages.successTitle'), t('inventory.messages.saved'));
        onDone();
      },
      (caught) => setError(errorText(t, caught, t('inventory.messages.saveFailed'))),
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <LocationBinSelects
          locationId={locationId}
          bin={bin}
          onChange={(nextLocation, nextBin) => {
            setLocationId(nextLocation);
            setBin(nextBin);
          }}
        />
        <Textarea
          label={t('inventory.fields.notes')}
          autosize
          minRows={2}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        <FormActions saving={saving} onCancel={onDone} error={error} />
      </Stack>
    </form>
  );
}
