import { describe, expect, it } from 'vitest';
import { AGREEMENT_MS, createAgreement, type FrameSeen, UPC_E_HOLD_MS } from './agreement.js';
import { THUMB_HEIGHT, THUMB_WIDTH } from './scene-change.js';

const picture = (level: number) =>
  new Uint8ClampedArray(THUMB_WIDTH * THUMB_HEIGHT * 4).fill(level);
/** A camera held still on a still label: every frame is this picture. */
const still = picture(100);
/** The same label after the bottle was turned: another picture. */
const moved = picture(140);
const frame = (id: number, seen = still): FrameSeen => ({ id, picture: seen });
const ean = (code: string, view = 'box') => ({ code, format: 'ean_13', view });

describe('a 1D code counts when two independent decodes of two frames agree', () => {
  it('accepts an EAN-13 that another view of the next frame reads too', () => {
    const agreement = createAgreement();
    expect(agreement.offer([ean('4006381333931', 'box')], frame(1), 0)).toEqual([]);
    expect(agreement.waiting(0)).toEqual(['4006381333931']);
    expect(agreement.offer([ean('4006381333931', 'box@0.75')], frame(2), 33)).toEqual([
      '4006381333931',
    ]);
    expect(agreement.waiting(33)).toEqual([]);
  });

  it('takes two views of one frame for one frame: a code shown for a single frame is no label', () => {
    const agreement = createAgreement();
    const reads = [ean('4006381333931', 'box'), ean('4006381333931', 'box@0.75')];
    expect(agreement.offer(reads, frame(1), 0)).toEqual([]);
    expect(agreement.offer([ean('4006381333931', 'box')], frame(2), 33)).toEqual(['4006381333931']);
  });

  it('never accepts the same view of the same picture, however many frames repeat it', () => {
    // A photographed ISBN, misread the same way in every identical frame of a steady camera.
    const agreement = createAgreement();
    for (let id = 1; id * 33 < AGREEMENT_MS; id++) {
      expect(agreement.offer([ean('0178100000449')], frame(id), id * 33)).toEqual([]);
    }
    expect(agreement.waiting(AGREEMENT_MS - 1)).toEqual(['0178100000449']);
  });

  it('accepts the same view once the picture changed', () => {
    const agreement = createAgreement();
    expect(agreement.offer([ean('9780201379624')], frame(1), 0)).toEqual([]);
    expect(agreement.offer([ean('9780201379624')], frame(2, moved), 100)).toEqual([
      '9780201379624',
    ]);
  });

  it('never accepts a misread that another view does not confirm', () => {
    const agreement = createAgreement();
    // The box misreads, its shrunk view reads nothing, the whole frame reads the true code.
    expect(agreement.offer([ean('0178100000449', 'box')], frame(1), 0)).toEqual([]);
    expect(agreement.offer([ean('0178100000449', 'box')], frame(2), 33)).toEqual([]);
    expect(agreement.offer([ean('9780201379624', 'whole')], frame(3), 66)).toEqual([]);
    expect(agreement.offer([ean('9780201379624', 'whole@0.75')], frame(4), 99)).toEqual([
      '9780201379624',
    ]);
  });

  it('forgets a read that nothing confirmed within the window', () => {
    const agreement = createAgreement();
    agreement.offer([ean('4006381333931', 'box')], frame(1), 0);
    expect(agreement.waiting(AGREEMENT_MS + 1)).toEqual([]);
    expect(agreement.offer([ean('4006381333931', 'whole')], frame(2), AGREEMENT_MS + 1)).toEqual(
      [],
    );
  });

  it('applies to UPC, EAN-8 and ITF alike', () => {
    for (const format of ['upc_a', 'upc_e', 'ean_8', 'itf']) {
      const agreement = createAgreement();
      const read = { code: '12345670', format, view: 'box' };
      expect(agreement.offer([read], frame(1), 0)).toEqual([]);
      expect(agreement.offer([read], frame(2), 33)).toEqual([]);
    }
  });

  it('accepts a QR code from one decode', () => {
    const agreement = createAgreement();
    const qr = { code: 'BTL-1', format: 'qr_code', view: 'box' };
    expect(agreement.offer([qr], frame(1), 0)).toEqual(['BTL-1']);
    expect(agreement.waiting(0)).toEqual([]);
  });

  it('starts over after a reset', () => {
    const agreement = createAgreement();
    agreement.offer([ean('4006381333931', 'box')], frame(1), 0);
    agreement.reset();
    expect(agreement.offer([ean('4006381333931', 'whole')], frame(2), 100)).toEqual([]);
  });
});

describe('two readings of one place contradict each other', () => {
  // The bench's tilted EAN-13 and the UPC-E the library reads now and then from its bar ends.
  const good = (view: string) => ({
    code: '8470271249491',
    format: 'ean_13',
    view,
    place: { x: 522, y: 317, width: 297, height: 126 },
  });
  const bad = (view: string) => ({
    code: '0147100000278',
    format: 'upc_e',
    view,
    place: { x: 546, y: 466, width: 167, height: 1 },
  });
  const elsewhere = { x: 20, y: 20, width: 200, height: 1 };

  it('counts neither reading from a frame whose views read both', () => {
    const agreement = createAgreement();
    expect(agreement.offer([good('box'), bad('box@0.75')], frame(1), 0)).toEqual([]);
    expect(agreement.offer([good('box'), bad('whole')], frame(2, moved), 100)).toEqual([]);
    expect(agreement.offer([good('box')], frame(3), 200)).toEqual([]);
    expect(agreement.offer([good('box@0.75')], frame(4), 300)).toEqual(['8470271249491']);
  });

  it('drops a waiting reading when a later decode reads something else there', () => {
    const agreement = createAgreement();
    expect(agreement.offer([bad('box')], frame(1), 0)).toEqual([]);
    expect(agreement.offer([good('whole')], frame(2), 100)).toEqual([]);
    expect(agreement.offer([bad('box@0.75')], frame(3), 200)).toEqual([]);
    expect(agreement.offer([good('box')], frame(4), 300)).toEqual([]);
    expect(agreement.offer([good('box@0.75')], frame(5), 400)).toEqual(['8470271249491']);
  });

  it('keeps two codes in two places apart', () => {
    const agreement = createAgreement();
    const other = (view: string) => ({
      code: '4006381333931',
      format: 'ean_13',
      view,
      place: elsewhere,
    });
    expect(agreement.offer([good('box'), other('box')], frame(1), 0)).toEqual([]);
    expect(agreement.offer([good('whole'), other('whole')], frame(2), 100)).toEqual([
      '8470271249491',
      '4006381333931',
    ]);
  });

  it('drops a UPC-E read in frames that read an EAN-13, wherever it was placed', () => {
    // The bench's photograph (--seed 99, #17): the phantom UPC-E at every scale, beside the EAN-13.
    const agreement = createAgreement();
    const label = (view: string) => ({ code: '5384429217696', format: 'ean_13', view });
    const phantom = (view: string) => ({
      code: '0138442000095',
      format: 'upc_e',
      view,
      place: elsewhere,
    });
    expect(agreement.offer([phantom('whole')], frame(1), 0)).toEqual([]);
    expect(agreement.offer([label('box'), phantom('box')], frame(2), 33)).toEqual([]);
    expect(agreement.waiting(33)).toEqual(['5384429217696']);
    expect(agreement.offer([label('box@0.75'), phantom('box@0.75')], frame(3), 66)).toEqual([
      '5384429217696',
    ]);
    expect(agreement.offer([phantom('whole@0.75')], frame(4), 99)).toEqual([]);
  });

  it('holds a UPC-E for a frame of the EAN-13 it may be a part of, and counts a UPC-E seen alone', () => {
    const agreement = createAgreement();
    const phantom = (view: string) => ({ code: '0138442000095', format: 'upc_e', view });
    expect(agreement.offer([phantom('box')], frame(1), 0)).toEqual([]);
    expect(agreement.offer([phantom('box@0.75')], frame(2), 33)).toEqual([]);
    expect(
      agreement.offer(
        [{ ...phantom('box'), code: '5384429217696', format: 'ean_13' }],
        frame(3),
        100,
      ),
    ).toEqual([]);
    expect(agreement.waiting(100)).toEqual(['5384429217696']);

    const alone = createAgreement();
    expect(alone.offer([phantom('box')], frame(1), 0)).toEqual([]);
    expect(alone.offer([phantom('whole')], frame(2), 33)).toEqual([]);
    expect(alone.offer([phantom('box')], frame(3), UPC_E_HOLD_MS)).toEqual(['0138442000095']);
  });

  it('never lets a QR code contradict a barcode', () => {
    const agreement = createAgreement();
    const qr = { code: 'BTL-1', format: 'qr_code', view: 'box', place: good('box').place };
    expect(agreement.offer([good('box'), qr], frame(1), 0)).toEqual(['BTL-1']);
    expect(agreement.offer([good('whole')], frame(2), 100)).toEqual(['8470271249491']);
  });
});
