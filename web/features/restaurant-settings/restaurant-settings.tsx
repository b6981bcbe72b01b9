import { Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencySelect } from '../../lib/ui/currency-select.js';
import { describeError, type ErrorText, saveFailed } from '../../lib/ui/error-text.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { useCurrency } from '../../lib/use-money.js';
import { useSave } from '../../lib/use-save.js';
import { putCurrency } from './restaurant-api.js';

/**
 * The restaurant's own settings, for its owners (edit-restaurant): the currency all its money is
 * written in, the same in every language.
 */
export function RestaurantSettings({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useCurrency();
  const [currency, setCurrency] = useState(current);
  const [message, setMessage] = useState<'saved' | ErrorText | null>(null);
  const { saving, save } = useSave();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    void save(
      async () => {
        await putCurrency(currency);
        setMessage('saved');
      },
      (caught) => setMessage(() => describeError(caught, saveFailed)),
    );
  };
  return (
    <ManagerModal opened={opened} onClose={onClose} title={t('restaurantSettings.title')}>
      <form onSubmit={submit}>
        <Stack gap="md">
          <CurrencySelect value={currency} onChange={setCurrency} disabled={saving} />
          {message !== null && (
            <Text size="sm" role="status" c={message === 'saved' ? 'dimmed' : 'red'}>
              {message === 'saved' ? t('restaurantSettings.saved') : message(t)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" mih={44} loading={saving}>
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ManagerModal>
  );
}
