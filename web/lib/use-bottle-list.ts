import { useEffect, useState } from 'react';
import type { BottleCriteria } from '../../domain/bottle-page.js';
import { type BottleListState, followBottleList, serverBottleSource } from './bottle-list.js';
import { liveStore } from './live-store.js';

const source = serverBottleSource(liveStore.follow);
const READING: BottleListState = { bottles: null, loading: true, failed: false };

interface Shown {
  key: string;
  attempt: number;
  list: BottleListState;
}

/**
 * The bottles `criteria` name, read when a screen opens and kept live while it is open (issue
 * 14: a tab no longer holds every bottle). null criteria: none asked for. `retry` reads again
 * after a failure.
 */
export function useBottleList(criteria: BottleCriteria | null) {
  const key = criteria === null ? null : JSON.stringify(criteria);
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    if (key === null) return;
    const asked = JSON.parse(key) as BottleCriteria;
    return followBottleList(asked, source, (list) => setShown({ key, attempt, list }));
  }, [key, attempt]);
  const current = shown !== null && shown.key === key && shown.attempt === attempt;
  return {
    ...(current ? shown.list : READING),
    retry: () => setAttempt((n) => n + 1),
  };
}
