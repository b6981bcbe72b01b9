import { useMediaQuery } from '@mantine/hooks';

/** Below the mobile breakpoint of docs/product.md §9 (768 px): dialogs go full screen, lists go narrow. */
const PHONE_QUERY = '(max-width: 767.98px)';

/** Known at the first render (a client-only app), so a layout is not drawn twice. */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
}
