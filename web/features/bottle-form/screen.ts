import { lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';
import type { BottleFormRequest } from './use-bottle-form.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    bottleForm: BottleFormRequest;
  }
}

/** The bottle form, opened from a wine, a bottle, a scan or the profile picker. */
export const bottleFormScreen: ScreenDescriptor<'bottleForm'> = {
  kind: 'bottleForm',
  // Edit Bottle changes a bottle's place and notes; every other mode changes a wine.
  permission: (request) => (request.mode === 'editBottle' ? undefined : 'edit-products'),
  Screen: lazyDialog(() => import('./bottle-form.js').then((m) => m.BottleFormDialog)),
};
