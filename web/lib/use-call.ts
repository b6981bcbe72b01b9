import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnyOperation, InputOf, ResultOf } from '../../domain/operation.js';
import { call } from './call.js';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; value: T };

/**
 * A screen's read of one operation: `loading`, then `ready` with the answer or `failed`. It reads
 * when the screen opens and again when the input changes (compared by value) or on `reload`;
 * an answer to an older input is dropped. A reload keeps what is shown until its answer comes;
 * a failed reload shows the failure, unless `keepOnFailure` (then what is shown stays).
 */
export function useCall<O extends AnyOperation>(
  op: O,
  input: InputOf<O>,
  options: { keepOnFailure?: boolean; what?: string } = {},
): {
  loaded: Loaded<ResultOf<O>>;
  reload: () => Promise<void>;
  show: (value: ResultOf<O>) => void;
} {
  const [loaded, setLoaded] = useState<Loaded<ResultOf<O>>>({ status: 'loading' });
  const key = JSON.stringify(input);
  const latest = useRef(0);
  const { keepOnFailure = false, what = op.name } = options;

  // The input is compared by value: `key` is its JSON.
  const reload = useCallback(async () => {
    const asked = ++latest.current;
    try {
      const value = await call(op, JSON.parse(key) as InputOf<O>);
      if (asked === latest.current) setLoaded({ status: 'ready', value });
    } catch (error) {
      if (asked !== latest.current) return;
      console.warn(`${what}: not read`, error);
      setLoaded((current) =>
        keepOnFailure && current.status === 'ready' ? current : { status: 'failed', error },
      );
    }
  }, [op, key, keepOnFailure, what]);

  useEffect(() => {
    void reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  const show = useCallback((value: ResultOf<O>) => {
    latest.current += 1;
    setLoaded({ status: 'ready', value });
  }, []);

  return { loaded, reload, show };
}
