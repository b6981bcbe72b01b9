import { looksLikeProductBarcode } from '../../../domain/batch-commands.js';
import type { Rejection } from './scan-list.js';

/** docs/product.md §4: setup → scan product barcode → confirm profile → scan QR codes → confirm. */
export type IntakeStage = 'setup' | 'scanProduct' | 'confirmProduct' | 'editProduct' | 'scanQr';

/** The profile bottles are being staged under: a format of one of our wines. */
export interface IntakeProduct {
  productId: string;
  formatId: string;
  name: string;
  producer: string;
  source: string;
}

/** docs/product.md §3: a staged intake bottle. */
export interface StagedBottle {
  qrCodeId: string;
  formatId: string;
  name: string;
  producer: string;
  source: string;
}

export interface IntakeState {
  stage: IntakeStage;
  locationId: string | null;
  bin: string;
  /** The product barcode being resolved (confirm or edit stage). */
  barcode: string | null;
  product: IntakeProduct | null;
  staged: StagedBottle[];
  /** The last problem to show, as a message key. */
  problem: Rejection | 'choose-location' | null;
}

export const initialIntake: IntakeState = {
  stage: 'setup',
  locationId: null,
  bin: '',
  barcode: null,
  product: null,
  staged: [],
  problem: null,
};

export type IntakeAction =
  | { type: 'start'; locationId: string | null; bin: string }
  | { type: 'productFound'; barcode: string; product: IntakeProduct }
  | { type: 'productUnknown'; barcode: string }
  | { type: 'productSaved'; product: IntakeProduct }
  | { type: 'confirmProduct'; formatId?: string }
  | { type: 'rejectProduct' }
  /** `formatId`: the product's format the code was scanned under (the answer may come later). */
  | { type: 'qrScanned'; code: string; formatId: string; inInventory: boolean }
  | { type: 'unstage'; qrCodeId: string }
  | { type: 'nextProduct' }
  | { type: 'backToSetup' };

/** The batch intake as a pure state machine, so its rules are tested without a camera. */
export function intakeReducer(state: IntakeState, action: IntakeAction): IntakeState {
  switch (action.type) {
    case 'start':
      if (!action.locationId) return { ...state, problem: 'choose-location' };
      return {
        ...state,
        stage: 'scanProduct',
        locationId: action.locationId,
        bin: action.bin.trim(),
        problem: null,
      };
    case 'productFound':
      if (state.stage !== 'scanProduct') return state;
      return {
        ...state,
        stage: 'confirmProduct',
        barcode: action.barcode,
        product: action.product,
        problem: null,
      };
    case 'productUnknown':
      if (state.stage !== 'scanProduct') return state;
      return { ...state, stage: 'editProduct', barcode: action.barcode, product: null };
    case 'productSaved':
      return { ...state, stage: 'confirmProduct', product: action.product, problem: null };
    case 'confirmProduct':
      if (state.stage !== 'confirmProduct' || !state.product) return state;
      return {
        ...state,
        stage: 'scanQr',
        product: action.formatId ? { ...state.product, formatId: action.formatId } : state.product,
        problem: null,
      };
    case 'rejectProduct':
      return { ...state, stage: 'scanProduct', barcode: null, product: null, problem: null };
    case 'qrScanned': {
      if (state.stage !== 'scanQr' || state.product?.formatId !== action.formatId) return state;
      const problem = checkIntakeQr(action.code, state.staged, action.inInventory);
      if (problem) return { ...state, problem };
      const { product } = state;
      return {
        ...state,
        problem: null,
        staged: [
          ...state.staged,
          {
            qrCodeId: action.code,
            formatId: product.formatId,
            name: product.name,
            producer: product.producer,
            source: product.source,
          },
        ],
      };
    }
    case 'unstage':
      return { ...state, staged: state.staged.filter((item) => item.qrCodeId !== action.qrCodeId) };
    case 'nextProduct':
      return { ...state, stage: 'scanProduct', barcode: null, product: null, problem: null };
    case 'backToSetup':
      return { ...state, stage: 'setup', problem: null };
  }
}

/** docs/product.md §5: a duplicate QR (staged or in inventory) is "QR Code already in use.". */
export function checkIntakeQr(
  code: string,
  staged: readonly StagedBottle[],
  inInventory: boolean,
): Rejection | null {
  if (looksLikeProductBarcode(code)) return 'not-a-bottle-id';
  if (inInventory || staged.some((item) => item.qrCodeId === code)) return 'qr-in-use';
  return null;
}
