import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_KEY_MAX, CATEGORY_NAME_MAX } from '../../../domain/restaurant-commands.js';
import type { ErrorText } from '../../lib/ui/error-text.js';

export interface KeyAndNames {
  key: string;
  en: string;
  fr: string;
}

interface KeyNamesFormProps {
  /** The form's name, e.g. "New sub-category in Wine". */
  label: string;
  keyPlaceholder: string;
  submitLabel: string;
  busy: boolean;
  error: ErrorText | null;
  /** Returns true once saved, to clear the fields. */
  onSubmit: (value: KeyAndNames) => Promise<boolean> | boolean;
  onEdit: () => void;
}

/** A new category or sub-category: its key and both names. */
export function KeyNamesForm({
  label,
  keyPlaceholder,
  submitLabel,
  busy,
  error,
  onSubmit,
  onEdit,
}: KeyNamesFormProps) {
  const { t } = useTranslation();
  const [key, setKey] = useState('');
  const [en, setEn] = useState('');
  const [fr, setFr] = useState('');
  const change = (set: (value: string) => void) => (event: React.ChangeEvent<HTMLInputElement>) => {
    set(event.currentTarget.value);
    onEdit();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await onSubmit({ key: key.trim(), en: en.trim(), fr: fr.trim() })) {
      setKey('');
      setEn('');
      setFr('');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <Stack gap={6}>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label={t('categories.key')}
            placeholder={keyPlaceholder}
            value={key}
            onChange={change(setKey)}
            maxLength={CATEGORY_KEY_MAX}
            size="sm"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            style={{ flex: '1 1 9rem' }}
          />
          <TextInput
            label={t('categories.nameEn')}
            value={en}
            onChange={change(setEn)}
            maxLength={CATEGORY_NAME_MAX}
            size="sm"
            style={{ flex: '1 1 8rem' }}
          />
          <TextInput
            label={t('categories.nameFr')}
            value={fr}
            onChange={change(setFr)}
            maxLength={CATEGORY_NAME_MAX}
            size="sm"
            style={{ flex: '1 1 8rem' }}
          />
          <Button type="submit" size="sm" mt={{ base: 0, xs: 25 }} loading={busy}>
            {submitLabel}
          </Button>
        </Group>
        {error && (
          <Text role="alert" size="sm" c="var(--mantine-color-error)">
            {error(t)}
          </Text>
        )}
      </Stack>
    </form>
  );
}
