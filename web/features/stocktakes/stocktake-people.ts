import type { TFunction } from 'i18next';
import type { Stocktake } from '../../../domain/stocktakes.js';

/** A date and time in the reader's language. */
export function whenText(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/**
 * `Started by Ana on 3 Nov 2026, 09:12`, and `Applied by …` once applied: who and when, with the
 * name as the count knows it (its counters), or without a name when the member counted nothing.
 */
export function whoAndWhen(t: TFunction, stocktake: Stocktake, language: string): string[] {
  const nameOf = (userId: string | null) =>
    stocktake.counters.find((person) => person.userId === userId)?.name;
  const lines: string[] = [];
  const started = nameOf(stocktake.startedBy);
  const startedWhen = whenText(stocktake.startedAt, language);
  lines.push(
    started === undefined
      ? t('stocktakes.startedAt', { when: startedWhen })
      : t('stocktakes.startedBy', { name: started, when: startedWhen }),
  );
  if (stocktake.finishedAt !== null) {
    const applied = nameOf(stocktake.finishedBy);
    const appliedWhen = whenText(stocktake.finishedAt, language);
    lines.push(
      applied === undefined
        ? t('stocktakes.appliedAt', { when: appliedWhen })
        : t('stocktakes.appliedBy', { name: applied, when: appliedWhen }),
    );
  }
  return lines;
}
