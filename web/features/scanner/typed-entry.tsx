import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The code typed by hand, for a label the camera cannot read. */
export function TypedEntry({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const code = typed.trim();
        if (!code) return;
        setTyped('');
        onCode(code);
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('scanning.scanner.typedLabel')}
          placeholder={t('scanning.scanner.typedPlaceholder')}
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <Button type="submit" variant="default" disabled={typed.trim() === ''}>
          {t('scanning.scanner.typedSubmit')}
        </Button>
      </Group>
    </form>
  );
}
