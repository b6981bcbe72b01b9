/**
 * localStorage can throw (private mode, storage disabled by policy); a preference that cannot be
 * stored is simply not remembered.
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered; the choice still applies to this page.
  }
}
