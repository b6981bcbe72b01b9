import type { ActivityFilters } from '../../../domain/activity.js';
import type { ActivityKind } from '../../../domain/activity-kinds.js';

/** What the reader chose in the Activity view's filters. */
export interface Chosen {
  person: string;
  kind: ActivityKind | '';
  /** yyyy-mm-dd, the reader's own days; '' for no bound. */
  from: string;
  to: string;
}

export const NONE: Chosen = { person: '', kind: '', from: '', to: '' };

/** The days chosen as the instants the server compares: from the first's midnight to after the last. */
export function filtersOf(chosen: Chosen): ActivityFilters {
  const midnight = (day: string, plusDays: number) => {
    const date = new Date(`${day}T00:00`);
    date.setDate(date.getDate() + plusDays);
    return date.toISOString();
  };
  return {
    ...(chosen.person ? { person: chosen.person } : {}),
    ...(chosen.kind ? { kind: chosen.kind } : {}),
    ...(chosen.from ? { from: midnight(chosen.from, 0) } : {}),
    ...(chosen.to ? { to: midnight(chosen.to, 1) } : {}),
  };
}
