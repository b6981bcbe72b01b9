import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, currencyName } from '../../../domain/money.js';

interface CurrencySelectProps {
  value: string;
  onChange: (currency: string) => void;
  disabled?: boolean;
}

/** Every ISO 4217 currency by its code and its name in the reader's language, typed to find. */
export function CurrencySelect({ value, onChange, disabled }: CurrencySelectProps) {
  const { t, i18n } = useTranslation();
  const data = useMemo(
    () => CURRENCIES.map((code) => ({ value: code, label: currencyName(code, i18n.language) })),
    [i18n.language],
  );
  return (
    <Select
      label={t('signup.currency')}
      description={t('signup.currencyHint')}
      data={data}
      value={value}
      onChange={(chosen) => chosen !== null && onChange(chosen)}
      searchable
      allowDeselect={false}
      disabled={disabled}
      name="currency"
    />
  );
}
