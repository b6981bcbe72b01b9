import { useCallback, useRef, useState } from 'react';

/**
 * A form's save: one at a time (a second Enter or click while it runs does nothing) and its
 * progress for the Save button. What a failure shows is the form's own business: `failed` gets
 * what was thrown, and the form stays open.
 */
export function useSave() {
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);

  const save = useCallback(
    async (action: () => Promise<void>, failed: (caught: unknown) => void): Promise<void> => {
      if (busy.current) return;
      busy.current = true;
      setSaving(true);
      try {
        await action();
      } catch (caught) {
        failed(caught);
      } finally {
        busy.current = false;
        setSaving(false);
      }
    },
    [],
  );

  return { saving, save };
}
