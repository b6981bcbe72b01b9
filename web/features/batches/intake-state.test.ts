import { describe, expect, it } from 'vitest';
import {
  type IntakeProduct,
  type IntakeState,
  initialIntake,
  intakeReducer,
} from './intake-state.js';

const rouge: IntakeProduct = {
  productId: 'w1',
  formatId: 'f1',
  name: 'Rouge',
  producer: 'Dom',
  source: 'restaurant',
};
const blanc: IntakeProduct = { ...rouge, productId: 'w2', formatId: 'f2', name: 'Blanc' };

function run(state: IntakeState, ...actions: Parameters<typeof intakeReducer>[1][]): IntakeState {
  return actions.reduce(intakeReducer, state);
}

describe('batch intake stages', () => {
  it('needs a destination location to start', () => {
    const state = run(initialIntake, { type: 'start', locationId: null, bin: '' });
    expect(state.stage).toBe('setup');
    expect(state.problem).toBe('choose-location');
    const started = run(state, { type: 'start', locationId: 'loc', bin: ' A1 ' });
    expect(started).toMatchObject({
      stage: 'scanProduct',
      locationId: 'loc',
      bin: 'A1',
      problem: null,
    });
  });

  it('stages QR ids under each confirmed product, rejecting duplicates', () => {
    const state = run(
      initialIntake,
      { type: 'start', locationId: 'loc', bin: '' },
      { type: 'productFound', barcode: '4006381333931', product: rouge },
      { type: 'confirmProduct' },
      { type: 'qrScanned', code: 'Q1', formatId: 'f1', inInventory: false },
      { type: 'qrScanned', code: 'Q2', formatId: 'f1', inInventory: false },
      { type: 'qrScanned', code: 'Q1', formatId: 'f1', inInventory: false },
    );
    expect(state.problem).toBe('qr-in-use');
    expect(state.staged.map((item) => item.qrCodeId)).toEqual(['Q1', 'Q2']);
    const next = run(
      state,
      { type: 'qrScanned', code: 'OLD', formatId: 'f1', inInventory: true },
      { type: 'qrScanned', code: '4006381333931', formatId: 'f1', inInventory: false },
    );
    expect(next.problem).toBe('not-a-bottle-id');
    expect(next.staged).toHaveLength(2);
    const more = run(
      next,
      { type: 'nextProduct' },
      { type: 'productFound', barcode: '12345670', product: blanc },
      { type: 'confirmProduct' },
      // A scan answered after the product changed belongs to the one it was made under.
      { type: 'qrScanned', code: 'LATE', formatId: 'f1', inInventory: false },
      { type: 'qrScanned', code: 'Q3', formatId: 'f2', inInventory: false },
    );
    expect(more.staged.map((item) => [item.qrCodeId, item.formatId])).toEqual([
      ['Q1', 'f1'],
      ['Q2', 'f1'],
      ['Q3', 'f2'],
    ]);
  });

  it('an unknown barcode goes to the editor, and saving returns to confirming', () => {
    const state = run(
      initialIntake,
      { type: 'start', locationId: 'loc', bin: '' },
      { type: 'productUnknown', barcode: '4006381333931' },
    );
    expect(state.stage).toBe('editProduct');
    const saved = run(state, { type: 'productSaved', product: rouge });
    expect(saved.stage).toBe('confirmProduct');
    expect(saved.product).toEqual(rouge);
  });

  it('ignores QR scans before a product is confirmed, and unstages on request', () => {
    const waiting = run(
      initialIntake,
      { type: 'start', locationId: 'loc', bin: '' },
      { type: 'qrScanned', code: 'Q1', formatId: 'f1', inInventory: false },
    );
    expect(waiting.staged).toEqual([]);
    const staged = run(
      waiting,
      { type: 'productFound', barcode: '4006381333931', product: rouge },
      { type: 'confirmProduct' },
      { type: 'qrScanned', code: 'Q1', formatId: 'f1', inInventory: false },
      { type: 'unstage', qrCodeId: 'Q1' },
    );
    expect(staged.staged).toEqual([]);
  });
});
