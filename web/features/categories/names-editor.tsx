import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedName } from '../../../domain/restaurant.js';
import { CATEGORY_NAME_MAX, hasBothNames } from '../../../domain/restaurant-commands.js';
import type { ErrorText } from '../../lib/ui/error-text.js';

interface NamesEditorProps {
  initial: LocalizedName;
  /** Names the fields for screen readers, e.g. "Wine". */
  subject: string;
  busy: boolean;
  error: ErrorText | null;
  onSave: (names: LocalizedName) => void;
  onCancel: () => void;
  onInvalid: () => void;
}

/** The EN and FR names of a category or sub-category, edited in place. */
export function NamesEditor({
  initial,
  subject,
  busy,
  error,
  onSave,
  onCancel,
  onInvalid,
}: NamesEditorProps) {
  const { t } = useTranslation();
  const [en, setEn] = useState(initial.en);
  const [fr, setFr] = useState(initial.fr);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const names = { en: en.trim(), fr: fr.trim() };
    if (!hasBothNames(names)) onInvalid();
    else onSave(names);
  };
  const cancelOnEscape = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') onCancel();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          label={t('categories.nameEn')}
          aria-label={`${t('categories.nameEn')} (${subject})`}
          value={en}
          onChange={(event) => setEn(event.currentTarget.value)}
          onKeyDown={cancelOnEscape}
          // Escape leaves the edit, not the whole manager (Mantine reads this).
          data-mantine-stop-propagation="true"
          maxLength={CATEGORY_NAME_MAX}
          size="sm"
          autoFocus
          style={{ flex: '1 1 9rem' }}
        />
        <TextInput
          label={t('categories.nameFr')}
          aria-label={`${t('categories.nameFr')} (${subject})`}
          value={fr}
          onChange={(event) => setFr(event.currentTarget.value)}
          onKeyDown={cancelOnEscape}
          data-mantine-stop-propagation="true"
          maxLength={CATEGORY_NAME_MAX}
          size="sm"
          error={error ? error(t) : undefined}
          style={{ flex: '1 1 9rem' }}
        />
        <Group gap="xs" mt={{ base: 0, xs: 25 }}>
          <Button type="submit" size="sm" loading={busy}>
            {t('settings.save')}
          </Button>
          <Button variant="default" size="sm" onClick={onCancel} disabled={busy}>
            {t('settings.cancel')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
