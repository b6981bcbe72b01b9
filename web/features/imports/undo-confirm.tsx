import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.js';

/** What an import created, and what undoing it removes. */
export interface ImportCounts {
  bottles: number;
  products: number;
  formats: number;
}

/**
 * `Undo import` asks first, saying what it removes: an undo deletes bottles, and a click meant
 * for another button should not (decision 0022). `counts` null: closed.
 */
export function UndoConfirm(props: {
  counts: ImportCounts | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { counts } = props;
  return (
    <ConfirmDialog
      opened={counts !== null}
      title={t('exports.imports.undoTitle')}
      message={
        counts
          ? t('exports.imports.undoConfirm', {
              bottles: t('exports.imports.bottleCount', { count: counts.bottles }),
              products: t('exports.imports.profileCount', { count: counts.products }),
              formats: t('exports.imports.formatCount', { count: counts.formats }),
            })
          : ''
      }
      confirmLabel={t('exports.imports.undoButton')}
      cancelLabel={t('exports.imports.undoKeep')}
      confirmColor="red"
      busy={props.busy}
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    />
  );
}
