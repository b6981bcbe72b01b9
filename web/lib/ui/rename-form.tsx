import { Button, Group, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface RenameFormProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  error: string | undefined;
  maxLength: number;
  saving: boolean;
  size?: 'sm';
  /** flex-basis of the input, so the buttons wrap below it on narrow screens. */
  inputBasis: string;
}

/** The inline rename of a manager's item (a location, a color): name, Save, Cancel. */
export function RenameForm(props: RenameFormProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={props.onSubmit} noValidate>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          aria-label={props.label}
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') props.onCancel();
          }}
          // Escape leaves the rename, not the whole manager (Mantine reads this).
          data-mantine-stop-propagation="true"
          error={props.error}
          maxLength={props.maxLength}
          size={props.size}
          autoFocus
          style={{ flex: `1 1 ${props.inputBasis}` }}
        />
        <Button type="submit" size={props.size} loading={props.saving}>
          {t('settings.save')}
        </Button>
        <Button
          variant="default"
          size={props.size}
          onClick={props.onCancel}
          disabled={props.saving}
        >
          {t('settings.cancel')}
        </Button>
      </Group>
    </form>
  );
}
