import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, formatMoney, type MoneyStyle } from '../../domain/money.js';
import { useLiveState } from './live-store.js';

/** The restaurant's currency, from its model (a change by an owner arrives live). */
export function useCurrency(): string {
  return useLiveState((live) => live.data?.restaurant.currency ?? DEFAULT_CURRENCY);
}

/**
 * An amount (in units, 12.5) as money: the restaurant's currency, the reader's language. `menu`
 * writes whole prices without cents, as the guest menu does.
 */
export function useMoney(style: MoneyStyle = 'cents'): (amount: number) => string {
  const { i18n } = useTranslation();
  const currency = useCurrency();
  return (amount) => formatMoney(amount, currency, i18n.language, style);
}
