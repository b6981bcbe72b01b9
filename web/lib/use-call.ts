import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AnyOperation, InputOf, ResultOf } from '../../domain/operation.js';
import { call } from './call.js';
import { createReads } from './reads.js';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; value: T };

export interface ReadOptions {
  /** A failed reload leaves what is shown (then the next reload may do better). */
  keepOnFailure?: boolean;
  /**
   * A new key shows `loading` until its answer: what was shown answered another question (a
   * report of another period). Without, it stays until the new answer comes (suggestions as a
   * name is typed).
   */
  loadingOnChange?: boolean;
  /** For the console, when a read fails. */
  what?: string;
}

/**
 * A screen's read: `loading`, then `ready` with the answer or `failed`. It reads when the screen
 * opens and again when `key` changes (the answer to an older key is dropped and its request
 * aborted) or on `reload` (after a failure, showing `loading` again). Reloads run one at a time
 * (createReads): those asked for while one reads ask for one more after it. A reload keeps what
 * is shown until its answer comes.
 */
export function useRead<T>(
  key: string,
  read: (signal: AbortSignal) => Promise<T>,
  options: ReadOptions = {},
): {
  loaded: Loaded<T>;
  reload: () => Promise<void>;
  /** Shows a value the screen just received (a save's answer), dropping a read under way. */
  show: (value: T) => void;
  /** What is shown now, as of the last answer or `show`, even before it is drawn. */
  shown: () => T | null;
  /** Whether a read is under way (its answer may come from before a change the screen hears of). */
  reading: () => boolean;
} {
  const { keepOnFailure = false, loadingOnChange = false, what = key } = options;
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  const reader = useRef(read);
  useLayoutEffect(() => {
    reader.current = read;
  });
  const [reads] = useState(createReads<T>);
  const current = useRef<T | null>(null);

  const ready = useCallback((value: T) => {
    current.current = value;
    setLoaded({ status: 'ready', value });
  }, []);

  const reload = useCallback((): Promise<void> => {
    setLoaded((shown) => (shown.status === 'failed' ? { status: 'loading' } : shown));
    return reads.request(
      (signal) => reader.current(signal),
      (outcome) => {
        if ('value' in outcome) return ready(outcome.value);
        console.warn(`${what}: not read`, outcome.error);
        setLoaded((shown) =>
          keepOnFailure && shown.status === 'ready'
            ? shown
            : { status: 'failed', error: outcome.error },
        );
      },
    );
  }, [reads, keepOnFailure, what, ready]);

  const first = useRef(true);
  // The key is what the read asks: another key reads again (the read itself is in a ref).
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the trigger, not a value read
  useEffect(() => {
    if (loadingOnChange && !first.current) {
      current.current = null;
      setLoaded({ status: 'loading' });
    }
    first.current = false;
    void reload();
    return () => reads.drop();
  }, [key, reads, reload, loadingOnChange]);

  const show = useCallback(
    (value: T) => {
      reads.drop();
      ready(value);
    },
    [reads, ready],
  );
  const shown = useCallback(() => current.current, []);

  return { loaded, reload, show, shown, reading: reads.reading };
}

/**
 * A screen's read of one operation (useRead): read again when the input changes, compared by
 * value.
 */
export function useCall<O extends AnyOperation>(
  op: O,
  input: InputOf<O>,
  options: ReadOptions = {},
): {
  loaded: Loaded<ResultOf<O>>;
  reload: () => Promise<void>;
  show: (value: ResultOf<O>) => void;
} {
  const key = JSON.stringify(input);
  const { loaded, reload, show } = useRead<ResultOf<O>>(
    `${op.method} ${op.path} ${key}`,
    (signal) => call(op, JSON.parse(key) as InputOf<O>, { signal }),
    { what: op.name, ...options },
  );
  return { loaded, reload, show };
}
