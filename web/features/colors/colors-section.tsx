import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Color } from '../../../domain/restaurant.js';
import { COLOR_NAME_MAX } from '../../../domain/restaurant-commands.js';
import { useLiveState } from '../../lib/live-store.js';
import { useActionError } from '../../lib/ui/action-error.js';
import { describeError, type ErrorText, saveFailed } from '../../lib/ui/error-text.js';
import { RenameForm } from '../../lib/ui/rename-form.js';
import { useRunner } from '../../lib/use-runner.js';
import { addColor, renameColor } from './colors-api.js';

const nameInvalid: ErrorText = (t) => t('reasons.color-name-empty');

/**
 * The restaurant's colors (Red, White, Rosé, Sparkling by default): add one, rename one. The
 * server renames the color on its products in the same change.
 */
export function ColorsSection() {
  const { t } = useTranslation();
  const colorMap = useLiveState((state) => state.data?.colors);
  const colors = useMemo(
    () => [...(colorMap?.values() ?? [])].sort((a, b) => a.position - b.position),
    [colorMap],
  );
  const { pending, run } = useRunner();
  const [name, setName] = useState('');
  const { error, setError, succeeded } = useActionError();
  const taken = (value: string) => colors.some((color) => color.name === value);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = name.trim();
    if (value === '' || taken(value)) {
      setError(nameInvalid);
      return;
    }
    void run('add', async () => {
      try {
        await addColor(value);
        setName('');
        succeeded();
      } catch (failure) {
        setError(describeError(failure, saveFailed));
      }
    });
  };

  return (
    <Stack gap="sm">
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {colors.map((color) => (
          <ColorRow key={color.id} color={color} taken={taken} />
        ))}
      </Stack>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            aria-label={t('colors.newColor')}
            placeholder={t('colors.newColor')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            error={error ? error(t) : undefined}
            maxLength={COLOR_NAME_MAX}
            size="sm"
            style={{ flex: '1 1 10rem' }}
          />
          <Button type="submit" variant="light" size="sm" loading={pending === 'add'}>
            {t('colors.add')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

function ColorRow({ color, taken }: { color: Color; taken: (name: string) => boolean }) {
  const { t } = useTranslation();
  const { pending, run } = useRunner();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const { error, setError, succeeded } = useActionError();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = draft.trim();
    // Empty, unchanged or another color's name.
    if (value === '' || taken(value)) {
      setError(nameInvalid);
      return;
    }
    void run('rename', async () => {
      try {
        await renameColor(color.id, value, color.name);
        setEditing(false);
        succeeded();
      } catch (failure) {
        setError(describeError(failure, saveFailed));
      }
    });
  };

  if (editing) {
    return (
      <li>
        <RenameForm
          label={t('colors.nameOf', { name: color.name })}
          value={draft}
          onChange={(value) => {
            setDraft(value);
            setError(null);
          }}
          onSubmit={submit}
          onCancel={() => setEditing(false)}
          error={error ? error(t) : undefined}
          maxLength={COLOR_NAME_MAX}
          saving={pending === 'rename'}
          size="sm"
          inputBasis="10rem"
        />
      </li>
    );
  }
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">{color.name}</Text>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => {
          setDraft(color.name);
          setError(null);
          setEditing(true);
        }}
        aria-label={t('colors.renameAction', { name: color.name })}
      >
        {t('settings.rename')}
      </Button>
    </Group>
  );
}
