import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCANNED_CODE_MAX, type ScanResult } from '../../../domain/catalog.js';
import { productRequest } from '../../test/fixtures.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function wineWith(owner: SignedUp, ids: string[]): Promise<string> {
  const response = await owner.client.post('/api/products', {
    ...productRequest({ name: 'Clos Tapé' }),
    bottles: { ids },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { product: { id: string } }).product.id;
}

async function scan(who: SignedUp, code: string): Promise<ScanResult> {
  const response = await who.client.post('/api/scan', { code });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as ScanResult;
}

describe('a scanned code travels in the body', () => {
  it('answers a QR code of any length a QR code holds, and refuses a longer text with a reason', async () => {
    const owner = await server.signUp();
    for (const length of [600, 2000, SCANNED_CODE_MAX]) {
      const code = 'K7Q2XA01'.repeat(Math.ceil(length / 8)).slice(0, length);
      expect(await scan(owner, code)).toEqual({ kind: 'unknown', code });
    }
    const tooLong = await owner.client.post('/api/scan', {
      code: 'X'.repeat(SCANNED_CODE_MAX + 1),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ error: { reason: 'text-too-long' } });
    const empty = await owner.client.post('/api/scan', { code: '  ' });
    expect(empty.status).toBe(400);
  });
});

describe('a bottle id is found whatever the case it is typed in', () => {
  it('finds a live and a removed bottle by their ids in small letters, in its own restaurant only', async () => {
    const owner = await server.signUp();
    const other = await server.signUp();
    const productId = await wineWith(owner, ['T3WALK-05', 'T3WALK-06']);
    expect(await scan(owner, 't3walk-05')).toMatchObject({
      kind: 'bottle',
      productId,
      bottle: { id: 'T3WALK-05' },
    });
    expect((await owner.client.delete('/api/bottles/T3WALK-06')).status).toBe(204);
    expect(await scan(owner, 'T3walk-06')).toMatchObject({ kind: 'removed', code: 'T3WALK-06' });
    expect(await scan(other, 't3walk-05')).toEqual({ kind: 'unknown', code: 't3walk-05' });
  });

  it('takes the exact spelling first, and guesses none of two ids that differ only by case', async () => {
    const owner = await server.signUp();
    await wineWith(owner, ['Case-1', 'CASE-1']);
    expect(await scan(owner, 'Case-1')).toMatchObject({ kind: 'bottle', bottle: { id: 'Case-1' } });
    expect(await scan(owner, 'CASE-1')).toMatchObject({ kind: 'bottle', bottle: { id: 'CASE-1' } });
    expect(await scan(owner, 'case-1')).toEqual({ kind: 'unknown', code: 'case-1' });
  });
});
