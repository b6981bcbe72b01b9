import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencySelect } from '../../lib/ui/currency-select.js';
import { describeError, type ErrorText, saveFailed } from '../../lib/ui/error-text.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { useCurrency } from '../../lib/use-money.js';
import { useSave } from '../../lib/use-save.js';
import {
  fetchReportSettings,
  putCostRisePercent,
  putCurrency,
  putPourCostTarget,
} from './restaurant-api.js';

/**
 * The restaurant's own settings, for its owners (edit-restaurant): the currency all its money is
 * written in, the same in every language, and beside it the pour-cost target of the reports
 * (which managers also set from By the glass) and the cost rise the cost history flags above.
 */
export function RestaurantSettings({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useCurrency();
  const [currency, setCurrency] = useState(current);
  const [message, setMessage] = useState<'saved' | ErrorText | null>(null);
  const [target, setTarget] = useState<number | string>('');
  const [rise, setRise] = useState<number | string>('');
  const { saving, save } = useSave();
  useEffect(() => {
    const controller = new AbortController();
    fetchReportSettings(controller.signal).then(
      (settings) => {
        setTarget(settings.pourCostTarget);
        setRise(settings.costRisePercent);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    void save(
      async () => {
        // First: a percentage the server refuses leaves the other settings unsaved too.
        if (rise !== '') await putCostRisePercent(Number(rise));
        await putCurrency(currency);
        if (target !== '') await putPourCostTarget(Number(target));
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
          <NumberInput
            label={t('reports.target')}
            min={1}
            max={100}
            allowDecimal={false}
            value={target}
            onChange={setTarget}
            disabled={saving}
          />
          <NumberInput
            label={t('restaurantSettings.costRise')}
            suffix=" %"
            min={0}
            max={100}
            decimalScale={1}
            allowNegative={false}
            clampBehavior="none"
            value={rise}
            onChange={setRise}
            disabled={saving}
          />
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
