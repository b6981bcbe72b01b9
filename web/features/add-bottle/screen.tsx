import { lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';
import { PlusIcon } from '../../lib/ui/icons.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    /** From a wine's detail: that wine (and format) already chosen. */
    addBottle: { productId?: string; formatId?: string };
  }
}

export const addBottleScreen: ScreenDescriptor<'addBottle'> = {
  kind: 'addBottle',
  Screen: lazyDialog(() =>
    import('./add-bottle-dialog.js').then(({ AddBottleDialog }) => ({ request }) => (
      <AddBottleDialog productId={request.productId} formatId={request.formatId} />
    )),
  ),
  action: { place: 'primary', label: (t) => t('dashboard.actions.addBottle'), icon: PlusIcon },
};
