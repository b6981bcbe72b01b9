import { useSyncExternalStore } from 'react';

/** A short message in the corner (docs/product.md §8's success and error notes). */
export interface Toast {
  id: number;
  /** Left out when the message says it all. */
  title?: string;
  message: string;
  color: 'green' | 'red' | 'blue';
}

type Listener = () => void;

/** How long a toast stays before it goes by itself. */
export const TOAST_MS = 4000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  emit(toasts.filter((toast) => toast.id !== id));
}

/** Shows a toast; it dismisses itself after TOAST_MS. */
export function notify(toast: Omit<Toast, 'id' | 'color'> & { color?: Toast['color'] }): number {
  const id = nextId++;
  emit([...toasts, { color: 'blue', ...toast, id }]);
  setTimeout(() => dismissToast(id), TOAST_MS);
  return id;
}

export const notifySuccess = (title: string, message: string) =>
  notify({ title, message, color: 'green' });
export const notifyError = (title: string, message: string) =>
  notify({ title, message, color: 'red' });

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
