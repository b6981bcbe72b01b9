import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bottle, Format } from '../../../domain/inventory.js';
import type { BottleHistoryEntry } from '../../../domain/inventory-commands.js';
import type { OutReport, ValueReport } from '../../../domain/reports.js';
import type { StocktakeScanResult } from '../../../domain/stocktakes.js';
import { addLocation, productRequest } from '../../test/fixtures.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface OpenAnswer {
  bottle: Bottle | null;
  finished: boolean;
}

function reasonOf(body: unknown): string {
  return (body as { error: { reason: string } }).error.reason;
}

/** A wine of one 750 ml format at 30.00 with `count` bottles. */
async function wine(owner: SignedUp, count = 1): Promise<{ format: Format; bottles: Bottle[] }> {
  const request = productRequest({ name: `Chablis ${Math.random()}` });
  const response = await owner.client.post('/api/products', {
    ...request,
    format: { ...request.format, cost: 30 },
    bottles: { count },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { format: Format; bottles: Bottle[] };
}

async function historyOf(owner: SignedUp, id: string): Promise<BottleHistoryEntry[]> {
  const response = await owner.client.get(`/api/bottles/${id}/history`);
  expect(response.status).toBe(200);
  return (response.body as { history: BottleHistoryEntry[] }).history;
}

describe('open bottles', () => {
  it('staff open a bottle, record its level in tenths and pour until it is finished, Poured by the glass', async () => {
    const owner = await server.signUp();
    const staff = await server.addMember(owner, 'staff');
    const {
      bottles: [bottle],
    } = await wine(owner);
    const id = bottle?.id ?? '';

    const opened = await staff.client.post(`/api/bottles/${id}/open`, {});
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect((opened.body as Bottle).open).toMatchObject({
      levelTenths: 10,
      levelGrams: null,
      remaining: 1000,
    });
    const again = await staff.client.post(`/api/bottles/${id}/open`, {});
    expect(again.status).toBe(409);
    expect(reasonOf(again.body)).toBe('bottle-already-open');

    const level = await staff.client.put(`/api/bottles/${id}/level`, { tenths: 4 });
    expect(level.status, JSON.stringify(level.body)).toBe(200);
    expect((level.body as OpenAnswer).bottle?.open).toMatchObject({
      levelTenths: 4,
      remaining: 400,
    });

    // 148 ml of 750 is 197.3 thousandths; 89 ml 118.7.
    const five = await staff.client.post(`/api/bottles/${id}/pours`, { size: '5oz' });
    expect(five.status).toBe(200);
    expect(five.body).toMatchObject({ finished: false, bottle: { open: { remaining: 203 } } });
    const three = await staff.client.post(`/api/bottles/${id}/pours`, { size: '3oz' });
    expect(three.body).toMatchObject({ finished: false, bottle: { open: { remaining: 84 } } });
    // What was measured stays as measured: the pours are counted apart.
    expect((three.body as OpenAnswer).bottle?.open?.levelTenths).toBe(4);

    const last = await staff.client.post(`/api/bottles/${id}/pours`, { size: '5oz' });
    expect(last.status).toBe(200);
    expect(last.body).toEqual({ bottle: null, finished: true });
    const history = await historyOf(owner, id);
    expect(history.at(-1)).toMatchObject({ action: 'bottle.remove', reason: 'poured' });
    expect(history.map((entry) => entry.action)).toEqual([
      'bottle.add',
      'bottle.open',
      'bottle.level',
      'bottle.pour',
      'bottle.pour',
      'bottle.remove',
    ]);
    const gone = await staff.client.post(`/api/bottles/${id}/pours`, { size: '3oz' });
    expect(gone.status).toBe(404);
  });

  it('refuses a level or a pour on a closed bottle, and a level out of range, changing nothing', async () => {
    const owner = await server.signUp();
    const {
      bottles: [bottle],
    } = await wine(owner);
    const id = bottle?.id ?? '';
    const closed = await owner.client.put(`/api/bottles/${id}/level`, { tenths: 5 });
    expect(closed.status).toBe(409);
    expect(reasonOf(closed.body)).toBe('bottle-not-open');
    const pour = await owner.client.post(`/api/bottles/${id}/pours`, { size: '3oz' });
    expect(reasonOf(pour.body)).toBe('bottle-not-open');
    const finish = await owner.client.post(`/api/bottles/${id}/finish`, {});
    expect(reasonOf(finish.body)).toBe('bottle-not-open');

    await owner.client.post(`/api/bottles/${id}/open`, {});
    for (const body of [{ tenths: 11 }, { tenths: -1 }, { tenths: 2.5 }]) {
      const refused = await owner.client.put(`/api/bottles/${id}/level`, body);
      expect(refused.status).toBe(400);
      expect(reasonOf(refused.body)).toBe('level-invalid');
    }
    const both = await owner.client.put(`/api/bottles/${id}/level`, { tenths: 5, grams: 900 });
    expect(both.status).toBe(400);
    expect(reasonOf(both.body)).toBe('level-invalid');
    const glass = await owner.client.post(`/api/bottles/${id}/pours`, { size: '10oz' });
    expect(glass.status).toBe(400);
    const page = await owner.client.get(`/api/bottles?list=all`);
    const [still] = (page.body as { bottles: Bottle[] }).bottles;
    expect(still?.open).toMatchObject({ levelTenths: 10, remaining: 1000 });
  });

  it('records a level by weight against the format’s full and empty weights', async () => {
    const owner = await server.signUp();
    const {
      format,
      bottles: [bottle],
    } = await wine(owner);
    const id = bottle?.id ?? '';
    await owner.client.post(`/api/bottles/${id}/open`, {});
    const unweighed = await owner.client.put(`/api/bottles/${id}/level`, { grams: 900 });
    expect(unweighed.status).toBe(400);
    expect(reasonOf(unweighed.body)).toBe('format-not-weighed');

    const backwards = await owner.client.patch(`/api/formats/${format.id}`, {
      fullWeightGrams: 500,
      emptyWeightGrams: 600,
    });
    expect(backwards.status).toBe(400);
    expect(reasonOf(backwards.body)).toBe('format-weights-invalid');
    const weighed = await owner.client.patch(`/api/formats/${format.id}`, {
      fullWeightGrams: 1250,
      emptyWeightGrams: 500,
    });
    expect(weighed.status, JSON.stringify(weighed.body)).toBe(200);
    expect(weighed.body).toMatchObject({ fullWeightGrams: 1250, emptyWeightGrams: 500 });

    // (800 − 500) / (1250 − 500) = 0.4
    const level = await owner.client.put(`/api/bottles/${id}/level`, { grams: 800 });
    expect(level.status, JSON.stringify(level.body)).toBe(200);
    expect((level.body as OpenAnswer).bottle?.open).toEqual({
      openedAt: expect.any(String),
      levelTenths: null,
      levelGrams: 800,
      remaining: 400,
    });
    // An empty bottle's weight, or less, is a finished bottle.
    const empty = await owner.client.put(`/api/bottles/${id}/level`, { grams: 480 });
    expect(empty.body).toEqual({ bottle: null, finished: true });
    expect((await historyOf(owner, id)).at(-1)).toMatchObject({ reason: 'poured' });
  });

  it('Finish bottle removes an open bottle, Poured by the glass; a level of 0 does the same', async () => {
    const owner = await server.signUp();
    const staff = await server.addMember(owner, 'staff');
    const { bottles } = await wine(owner, 2);
    const [first, second] = bottles.map((bottle) => bottle.id);
    for (const id of [first, second]) await staff.client.post(`/api/bottles/${id}/open`, {});
    const finished = await staff.client.post(`/api/bottles/${first}/finish`, {});
    expect(finished.status).toBe(204);
    const zero = await staff.client.put(`/api/bottles/${second}/level`, { tenths: 0 });
    expect(zero.body).toEqual({ bottle: null, finished: true });
    for (const id of [first, second]) {
      expect((await historyOf(owner, id ?? '')).at(-1)).toMatchObject({ reason: 'poured' });
    }
    const page = await owner.client.get(`/api/bottles?list=all`);
    expect((page.body as { bottles: Bottle[] }).bottles).toEqual([]);
  });

  it('a stock count’s scan of an open bottle says its level, and the count records a new one', async () => {
    const owner = await server.signUp();
    const staff = await server.addMember(owner, 'staff');
    const bar = await addLocation(server.services.writer, owner, 'Bar');
    const { format } = await wine(owner, 0);
    const ids = ['BAR-OPEN-1', 'BAR-SHUT-1'];
    const added = await owner.client.post('/api/bottles', {
      formatId: format.id,
      ids,
      locationId: bar,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await owner.client.post('/api/bottles/BAR-OPEN-1/open', {});
    await owner.client.put('/api/bottles/BAR-OPEN-1/level', { tenths: 7 });

    const started = await staff.client.post('/api/stocktakes', { places: [] });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const stocktakeId = (started.body as { id: string }).id;
    const scan = async (code: string) => {
      const response = await staff.client.post(`/api/stocktakes/${stocktakeId}/scans`, {
        code,
        locationId: bar,
        bin: '',
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as StocktakeScanResult;
    };
    const open = await scan('BAR-OPEN-1');
    expect(open).toMatchObject({
      outcome: 'counted',
      open: { levelTenths: 7, levelGrams: null, remaining: 700 },
    });
    const shut = await scan('BAR-SHUT-1');
    expect(shut.outcome).toBe('counted');
    expect(shut).not.toHaveProperty('open');

    // The phone records the level it measured: the bottle's, for every screen and the money view.
    const measured = await staff.client.put('/api/bottles/BAR-OPEN-1/level', { tenths: 3 });
    expect(measured.status).toBe(200);
    const again = await scan('BAR-OPEN-1');
    expect(again).toMatchObject({ outcome: 'already-counted', open: { remaining: 300 } });
  });

  it('an open 750 ml bottle at 4/10 with cost 30.00 counts 12.00 in value on hand; the poured share is cost of goods', async () => {
    const owner = await server.signUp();
    const staff = await server.addMember(owner, 'staff');
    const { bottles } = await wine(owner, 2);
    const [open, closed] = bottles.map((bottle) => bottle.id);
    const value = async () => {
      const response = await owner.client.get('/api/reports/value?group=country');
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return (response.body as ValueReport).groups;
    };
    expect(await value()).toMatchObject([{ bottles: 2, costCents: 6000 }]);

    // Staff open and measure it, and read no cost doing so.
    const opened = await staff.client.post(`/api/bottles/${open}/open`, {});
    const measured = await staff.client.put(`/api/bottles/${open}/level`, { tenths: 4 });
    for (const answer of [opened.body, measured.body]) {
      expect(JSON.stringify(answer)).not.toMatch(/cost/i);
    }
    expect(await value()).toMatchObject([{ bottles: 2, costCents: 1200 + 3000 }]);
    expect(closed).toBeDefined();

    // This month: both came in full (60.00), 42.00 remain: 18.00 was poured.
    const out = await owner.client.get('/api/reports/out');
    expect(out.status).toBe(200);
    const report = out.body as OutReport;
    expect(report.received).toMatchObject({ bottles: 2, costCents: 6000 });
    expect(report.closing).toMatchObject({ bottles: 2, costCents: 4200 });
    expect(report.costOfGoodsCents).toBe(1800);

    const staffReport = await staff.client.get('/api/reports/value?group=country');
    expect(staffReport.status).toBe(403);
  });
});
