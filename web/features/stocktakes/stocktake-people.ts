import type { TFunction } from 'i18next';
import type { StocktakeSummary } from '../../../domain/stocktakes.js';

/** A date and time in the reader's language. */
export function whenText(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

type WhoAndWhen = Pick<StocktakeSummary, 'startedAt' | 'startedBy' | 'finishedAt' | 'finishedBy'>;

/**
 * `Started by Ana on 3 Nov 2026, 09:12`, and `Applied by …` once applied (the server sends the
 * members' names; an empty one, a name it no longer has, leaves the line without it).
 */
export function whoAndWhen(t: TFunction, stocktake: WhoAndWhen, language: string): string[] {
  const line = (name: string | null, at: string, by: 'started' | 'applied') => {
    const when = whenText(at, language);
    if (!name)
      return t(by === 'started' ? 'stocktakes.startedAt' : 'stocktakes.appliedAt', { when });
    return t(by === 'started' ? 'stocktakes.startedBy' : 'stocktakes.appliedBy', { name, when });
  };
  const lines = [line(stocktake.startedBy, stocktake.startedAt, 'started')];
  if (stocktake.finishedAt !== null) {
    lines.push(line(stocktake.finishedBy, stocktake.finishedAt, 'applied'));
  }
  return lines;
}
