import { useMediaQuery } from '@mantine/hooks';

/** Below the mobile breakpoint of SPEC.md §9 (768 px): dialogs go full screen, lists go narrow. */
const PHONE_QUERY = '(max-width: 767.98px)';

export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY) ?? false;
}
