import { useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { looksLikeProductBarcode } from '../../../domain/batch-commands.js';
import type { BarcodeMatch } from '../../../domain/catalog.js';
import { liveStore } from '../../lib/live-store.js';
import { lookupBarcode, resolveScan } from '../../lib/scan-api.js';
import { batchErrorText, refusedIds } from '../../lib/server-error.js';
import { notifySuccess } from '../../lib/ui/notify.js';
import { useSave } from '../../lib/use-save.js';
import { useCan } from '../auth/index.js';
import { notifyQueued } from '../offline-queue/index.js';
import { scanFeedback } from '../scanner/index.js';
import { intakeOrQueue } from './batch-sends.js';
import { type DeliveryDraft, deliveryRequest, emptyDelivery } from './intake-delivery.js';
import { checkIntakeQr, initialIntake, intakeReducer } from './intake-state.js';
import { ownProduct } from './own-product.js';

/**
 * Batch intake's behaviour (docs/product.md §4): the product barcode looked up in our profiles,
 * then the shared catalog; QR codes staged under it; one server call that adds them all or none.
 */
export function useIntake(onClose: () => void) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(intakeReducer, initialIntake);
  const [lookingUp, setLookingUp] = useState(false);
  const [match, setMatch] = useState<BarcodeMatch['product'] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string[]>([]);
  const { saving, save } = useSave();
  // Owners and managers say what the delivery cost (staff never see a cost).
  const seesCosts = useCan('see-costs');
  const [delivery, setDelivery] = useState<DeliveryDraft>(emptyDelivery);
  // The reducer state as of the last dispatch, for scans that arrive between renders.
  const stageRef = useRef(state.stage);
  stageRef.current = state.stage;

  const scanProduct = async (code: string) => {
    if (lookingUp || stageRef.current !== 'scanProduct') return;
    if (!looksLikeProductBarcode(code)) {
      scanFeedback('attention');
      setNotice(t('scanning.intake.scanProductHint'));
      return;
    }
    scanFeedback('good');
    setNotice(null);
    const own = ownProduct(liveStore.getState().data, code);
    if (own) {
      dispatch({ type: 'productFound', barcode: code, product: own });
      return;
    }
    setLookingUp(true);
    try {
      const { match: found } = await lookupBarcode(code);
      const mine = found?.productId
        ? ownProduct(liveStore.getState().data, code, found.productId)
        : null;
      if (mine) dispatch({ type: 'productFound', barcode: code, product: mine });
      else {
        setMatch(found?.product ?? null);
        dispatch({ type: 'productUnknown', barcode: code });
      }
    } catch {
      setNotice(`${t('scanning.flow.lookupFailed')}: ${t('scanning.flow.lookupError')}`);
    } finally {
      setLookingUp(false);
    }
  };

  const scanQr = async (code: string) => {
    const formatId = state.product?.formatId;
    if (formatId === undefined) return;
    // The tab does not hold every bottle: the server says whether the id is taken. Unanswered,
    // the code is staged, and the intake's answer names it if it must.
    const inInventory =
      !looksLikeProductBarcode(code) &&
      !state.staged.some((item) => item.qrCodeId === code) &&
      (await resolveScan(code).then(
        (result) => result.kind === 'bottle',
        () => false,
      ));
    dispatch({ type: 'qrScanned', code, formatId, inInventory });
    const refused = checkIntakeQr(code, state.staged, inInventory) !== null;
    // A code left out is heard as one, as in the batch dialogs.
    scanFeedback(refused ? 'attention' : 'good');
    // Only a bottle newly staged makes the server's last refusal stale. The camera keeps reading
    // while it points at a bottle: a re-read of a code already staged or in the inventory must not
    // hide which ids the server refused.
    if (!refused) setError(null);
  };

  const confirm = async () => {
    const { locationId } = state;
    if (state.staged.length === 0 || !locationId) return;
    setError(null);
    await save(
      async () => {
        const formatIds = [...new Set(state.staged.map((item) => item.formatId))];
        const formats = liveStore.getState().data?.formats ?? new Map();
        const result = await intakeOrQueue({
          locationId,
          bin: state.bin,
          stagedBottles: state.staged.map(({ qrCodeId, formatId }) => ({ qrCodeId, formatId })),
          ...(seesCosts && { delivery: deliveryRequest(delivery, formatIds, formats) }),
        });
        if (result === null) notifyQueued(t);
        else
          notifySuccess(
            t('scanning.batch.addedTitle', { count: result.count }),
            t('scanning.batch.added', { count: result.count }),
          );
        onClose();
      },
      (caught) => {
        setFailed(refusedIds(caught));
        setError(batchErrorText(t, caught, t('scanning.messages.addFailed')));
      },
    );
  };

  const unstage = (qrCodeId: string) => {
    dispatch({ type: 'unstage', qrCodeId });
    setFailed((list) => list.filter((id) => id !== qrCodeId));
  };

  return {
    state,
    dispatch,
    lookingUp,
    match,
    notice,
    error,
    failed,
    saving,
    seesCosts,
    delivery,
    setDelivery,
    scanProduct,
    scanQr,
    confirm,
    unstage,
  };
}

export type Intake = ReturnType<typeof useIntake>;
