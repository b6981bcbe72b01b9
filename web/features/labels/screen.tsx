import { lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    labels: PlainRequest;
  }
}

/** Printing labels: opened from the setup checklist, not from the header. */
export const labelsScreen: ScreenDescriptor<'labels'> = {
  kind: 'labels',
  permission: 'edit-bottles',
  Screen: lazyDialog(() =>
    import('./labels-dialog.js').then(({ LabelsDialog }) => ({ onClose }) => (
      <LabelsDialog opened onClose={onClose} />
    )),
  ),
};
