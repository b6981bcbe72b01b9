import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivityPeople } from '../../../domain/activity.js';
import { type ActivityKind, activityKinds } from '../../../domain/activity-kinds.js';
import type { Chosen } from './activity-chosen.js';

/** The Activity view's filters: person, kind of change, and the days from and to. */
export function ActivityFilterFields({
  chosen,
  people,
  onChoose,
}: {
  chosen: Chosen;
  people: ActivityPeople['people'];
  onChoose: (change: Partial<Chosen>) => void;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={2} spacing="sm">
      <NativeSelect
        label={t('activity.person')}
        value={chosen.person}
        onChange={(event) => onChoose({ person: event.currentTarget.value })}
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
        onChange={(event) => onChoose({ kind: event.currentTarget.value as ActivityKind | '' })}
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
        onChange={(event) => onChoose({ from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('activity.to')}
        value={chosen.to}
        min={chosen.from || undefined}
        onChange={(event) => onChoose({ to: event.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
