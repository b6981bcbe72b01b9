import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanResult } from '../../../domain/catalog.js';
import { useLiveState } from '../../lib/live-store.js';
import { resolveScan } from '../../lib/scan-api.js';
import { removedText } from '../../lib/ui/removed-bottle.js';
import { scanFeedback } from '../scanner/index.js';
import {
  type BatchKind,
  checkScannedBottle,
  checkScannedCode,
  type Rejection,
} from './scan-list.js';

interface ScanRejection {
  code: string;
  reason: Rejection;
  /** A removed bottle's id: when and why it left. */
  removal: Extract<ScanResult, { kind: 'removed' }> | null;
}

export type ScannedBottles = ReturnType<typeof useScannedBottles>;

/**
 * The list a batch dialog scans into, whatever its mode: each code checked (in the list already,
 * in the inventory or not, as the mode needs), listed with its wine, or refused with a notice.
 */
export function useScannedBottles(kind: BatchKind) {
  const { t } = useTranslation();
  const data = useLiveState((s) => s.data);
  const [ids, setIds] = useState<string[]>([]);
  // The list as of the last scan: two scans in one frame must both see it.
  const idsRef = useRef<string[]>([]);
  const [failed, setFailed] = useState<string[]>([]);
  const [rejection, setRejection] = useState<ScanRejection | null>(null);

  // Codes the server is being asked about, and the wine each listed bottle belongs to.
  const checking = useRef(new Set<string>());
  // What the server said of the codes it refused: the camera reads a label again and again while
  // it stays in view, and each new question would disable the submit button under the finger.
  const refused = useRef(new Map<string, ScanRejection>());
  const [checks, setChecks] = useState(0);
  const [wineOf, setWineOf] = useState<ReadonlyMap<string, string>>(new Map());

  // A code left out is heard as one (the lower double beep): the camera keeps reading, and a
  // sommelier with a bottle in each hand is not looking at the screen.
  const refuse = (said: ScanRejection) => {
    scanFeedback('attention');
    setRejection(said);
  };

  /**
   * Returns at once, true when the server is asked about the code: it is listed or refused when
   * the server has said what it is.
   */
  const scanned = (code: string): boolean => {
    const early = checkScannedCode(kind, code, [...idsRef.current, ...checking.current]);
    if (early) {
      refuse({ code, reason: early, removal: null });
      return false;
    }
    const known = refused.current.get(code);
    if (known) {
      refuse(known);
      return false;
    }
    // The tab does not hold every bottle: the server says whether this one is in the inventory.
    checking.current.add(code);
    setChecks((n) => n + 1);
    const settle = (result: ScanResult | null) => {
      checking.current.delete(code);
      setChecks((n) => n - 1);
      const found = result?.kind === 'bottle' ? result : null;
      // The bottle's own spelling: a label typed in small letters is listed as printed.
      const id = found?.bottle.id ?? code;
      const listed = id !== code && idsRef.current.includes(id);
      const checked = result ? checkScannedBottle(kind, found !== null) : null;
      const reason = listed ? 'already-in-list' : checked;
      // A removed bottle's label says when and why it left, rather than "Bottle not found!".
      const removal = reason === 'bottle-not-found' && result?.kind === 'removed' ? result : null;
      if (reason) {
        const said = { code, reason, removal };
        refused.current.set(code, said);
        refuse(said);
        return;
      }
      scanFeedback('good');
      setRejection(null);
      idsRef.current = [...idsRef.current, id];
      setIds(idsRef.current);
      if (found) setWineOf((names) => new Map(names).set(id, found.productId));
    };
    resolveScan(code).then(
      settle,
      // Not answered: the code is listed, and the batch's answer names it if it must.
      () => settle(null),
    );
    return true;
  };

  const removeId = (id: string) => {
    idsRef.current = idsRef.current.filter((item) => item !== id);
    setIds(idsRef.current);
    setFailed((list) => list.filter((item) => item !== id));
  };

  const wineName = (id: string) => {
    const productId = wineOf.get(id);
    return productId === undefined ? undefined : data?.products.get(productId)?.name;
  };

  const notice =
    rejection &&
    `${rejection.code}: ${
      rejection.removal ? removedText(t, rejection.removal) : t(`reasons.${rejection.reason}`)
    }`;

  return {
    ids,
    items: ids.map((id) => ({ id, label: wineName(id) })),
    failed,
    setFailed,
    /** Codes still being asked about: the batch waits for their answers. */
    checks,
    notice,
    scanned,
    removeId,
  };
}
