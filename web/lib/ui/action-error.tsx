import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ErrorText } from './error-text.js';

interface Successes {
  /** How many actions of the manager have succeeded so far. */
  count: number;
  succeeded: () => void;
}

const SuccessesContext = createContext<Successes>({ count: 0, succeeded: () => {} });

/** Counts a manager's successful actions, so an error from before one of them goes away. */
export function ActionErrorScope({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const succeeded = useCallback(() => setCount((previous) => previous + 1), []);
  const value = useMemo(() => ({ count, succeeded }), [count, succeeded]);
  return <SuccessesContext.Provider value={value}>{children}</SuccessesContext.Provider>;
}

/**
 * The error of one form of a manager: shown until the form is edited or any later action of the
 * same manager succeeds (a refused bin name stayed under its field after a rename went through).
 * `succeeded` is to be called by every action that goes through.
 */
export function useActionError() {
  const { count, succeeded } = useContext(SuccessesContext);
  const latest = useRef(count);
  latest.current = count;
  const [shown, setShown] = useState<{ error: ErrorText; at: number } | null>(null);
  const setError = useCallback(
    (error: ErrorText | null) => setShown(error ? { error, at: latest.current } : null),
    [],
  );
  const error = shown !== null && shown.at === count ? shown.error : null;
  return { error, setError, succeeded };
}
