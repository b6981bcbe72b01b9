import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';

/** An error kept as a function of t, so it follows a language switch made after it appeared. */
export type ErrorText = (t: TFunction) => string;

/**
 * Busy and error state of a form that makes one request: busy from submit until the request
 * settles; on failure the form is usable again and `describeError` says what went wrong.
 */
export function useFormSubmit(describeError: (t: TFunction, error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorText | null>(null);

  const submit = (action: () => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(() => (t: TFunction) => describeError(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, setError, submit };
}
