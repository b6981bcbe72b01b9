import { Alert, Select } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import * as ops from '../../../domain/operations/stocktakes.js';
import { useCall } from '../../lib/use-call.js';
import type { Period } from './period.js';
import type { ReportContext } from './report-context.js';

/** A period between two finished stock counts, and the line that says so. */
export interface CountPeriod {
  period: Period;
  text: string;
}

const when = (context: ReportContext, iso: string) =>
  new Intl.DateTimeFormat(context.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/**
 * Two finished stock counts to measure between, the last two at first. Says what is missing
 * rather than choosing a period of its own.
 */
export function VarianceCounts({
  context,
  onPeriod,
}: {
  context: ReportContext;
  onPeriod: (period: CountPeriod | null) => void;
}) {
  const { t } = context;
  const { loaded } = useCall(ops.listStocktakes, {});
  const counts = useMemo(
    () =>
      loaded.status === 'ready'
        ? loaded.value.past.flatMap((count) =>
            count.status === 'applied' && count.finishedAt !== null
              ? [{ id: count.id, finishedAt: count.finishedAt }]
              : [],
          )
        : [],
    [loaded],
  );
  const [first, setFirst] = useState<string | null>(null);
  const [last, setLast] = useState<string | null>(null);
  const firstId = first ?? counts[1]?.id ?? null;
  const lastId = last ?? counts[0]?.id ?? null;
  const from = counts.find((count) => count.id === firstId);
  const to = counts.find((count) => count.id === lastId);
  const ordered = from !== undefined && to !== undefined && from.finishedAt < to.finishedAt;

  useEffect(() => {
    if (!ordered || from === undefined || to === undefined) return onPeriod(null);
    onPeriod({
      period: { from: new Date(from.finishedAt), to: new Date(to.finishedAt) },
      text: t('variance.countLine', {
        from: when(context, from.finishedAt),
        to: when(context, to.finishedAt),
      }),
    });
  }, [ordered, from, to, onPeriod, t, context]);

  if (loaded.status === 'failed')
    return (
      <Alert color="red" role="alert">
        {t('variance.countsFailed')}
      </Alert>
    );
  if (loaded.status === 'ready' && counts.length < 2)
    return (
      <Alert color="orange" role="alert">
        {t('variance.noCounts')}
      </Alert>
    );
  const data = counts.map((count) => ({ value: count.id, label: when(context, count.finishedAt) }));
  return (
    <>
      <Select
        size="xs"
        w={200}
        label={t('variance.firstCount')}
        allowDeselect={false}
        data={data}
        value={firstId}
        onChange={setFirst}
      />
      <Select
        size="xs"
        w={200}
        label={t('variance.lastCount')}
        allowDeselect={false}
        data={data}
        value={lastId}
        onChange={setLast}
      />
      {loaded.status === 'ready' && !ordered && (
        <Alert color="orange" role="alert">
          {t('variance.countOrder')}
        </Alert>
      )}
    </>
  );
}
