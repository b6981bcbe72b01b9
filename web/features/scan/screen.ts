import { lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';
import { ScanIcon } from '../../lib/ui/icons.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    scan: PlainRequest;
  }
}

export const scanScreen: ScreenDescriptor<'scan'> = {
  kind: 'scan',
  Screen: lazyDialog(() => import('./scan-dialog.js').then((m) => m.ScanDialog)),
  action: { place: 'primary', label: (t) => t('dashboard.actions.scan'), icon: ScanIcon },
};
