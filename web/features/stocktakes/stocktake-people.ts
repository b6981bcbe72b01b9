import type { TFunction } from 'i18next';
import type { Stocktake } from '../../../domain/stocktakes.js';

/** A member's name as the count knows it (its counters), or a neutral word when it does not. */
export function personName(t: TFunction, stocktake: Stocktake, userId: string | null): string {
  const counter = stocktake.counters.find((person) => person.userId === userId);
  return counter?.name ?? t('stocktakes.someone');
}

/** A date and time in the reader's language. */
export function whenText(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
