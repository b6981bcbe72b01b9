import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormatCosts } from '../../../domain/deliveries.js';
import type { Format } from '../../../domain/inventory.js';
import type { CostChangesReport, ReportSettings } from '../../../domain/reports.js';
import { addLocation, productRequest } from '../../test/fixtures.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const reasonOf = (body: unknown) => (body as { error: { reason: string } }).error.reason;

async function ok<T>(response: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body as T;
}

async function percentOf(member: SignedUp): Promise<number> {
  return (await ok<ReportSettings>(member.client.get('/api/reports/settings'))).costRisePercent;
}

/** A wine bought at 18.00, then delivered at 20.20: a rise of 12.2 %. */
async function risen(owner: SignedUp): Promise<string> {
  const cellar = await addLocation(server.services.writer, owner, 'Cellar');
  const request = productRequest({ name: 'Chablis' });
  const { format } = await ok<{ format: Format }>(
    owner.client.post('/api/products', {
      ...request,
      format: { ...request.format, cost: 18 },
      bottles: { ids: ['C1'] },
    }),
    201,
  );
  await ok(
    owner.client.post('/api/intake', {
      locationId: cellar,
      stagedBottles: [{ qrCodeId: 'C2', formatId: format.id }],
      delivery: { supplier: 'Vins du Sud', costs: [{ formatId: format.id, cost: 20.2 }] },
    }),
  );
  return format.id;
}

describe('the cost-rise percentage', () => {
  it('is 10 % until an owner sets it, to one decimal; the cost history and Cost changes flag by it', async () => {
    const owner = await server.signUp();
    const formatId = await risen(owner);
    expect(await percentOf(owner)).toBe(10);
    const flags = async () => {
      const costs = await ok<FormatCosts>(owner.client.get(`/api/formats/${formatId}/costs`));
      const report = await ok<CostChangesReport>(owner.client.get('/api/reports/cost-changes'));
      return {
        history: [costs.risePercent, costs.arrivals[0]?.changePercent, costs.arrivals[0]?.rise],
        report: [report.risePercent, report.rows.map((row) => row.rise)],
      };
    };
    expect(await flags()).toEqual({ history: [10, 12.2, true], report: [10, [true]] });

    const saved = await ok(
      owner.client.put('/api/restaurant/cost-rise', { costRisePercent: 12.5 }),
    );
    expect(saved).toEqual({ costRisePercent: 12.5 });
    expect(await percentOf(owner)).toBe(12.5);
    expect(await flags()).toEqual({ history: [12.5, 12.2, false], report: [12.5, [false]] });

    await ok(owner.client.put('/api/restaurant/cost-rise', { costRisePercent: 0 }));
    expect(await flags()).toEqual({ history: [0, 12.2, true], report: [0, [true]] });
    await ok(owner.client.put('/api/restaurant/cost-rise', { costRisePercent: 100 }));
    expect(await percentOf(owner)).toBe(100);
  });

  it('refuses what is not 0 to 100 with at most one decimal, and keeps the old value', async () => {
    const owner = await server.signUp();
    await ok(owner.client.put('/api/restaurant/cost-rise', { costRisePercent: 7.5 }));
    for (const costRisePercent of [-1, 100.1, 12.25, 1000, '12', null]) {
      const refused = await owner.client.put('/api/restaurant/cost-rise', { costRisePercent });
      expect(refused.status).toBe(400);
      expect(reasonOf(refused.body)).toBe('cost-rise-invalid');
    }
    const extra = await owner.client.put('/api/restaurant/cost-rise', {
      costRisePercent: 20,
      currency: 'EUR',
    });
    expect(extra.status).toBe(400);
    expect(await percentOf(owner)).toBe(7.5);
  });

  it('is set by owners only: managers and staff are refused and nothing changes', async () => {
    const owner = await server.signUp();
    const manager = await server.addMember(owner, 'manager');
    const staff = await server.addMember(owner, 'staff');
    for (const member of [manager, staff]) {
      const refused = await member.client.put('/api/restaurant/cost-rise', {
        costRisePercent: 30,
      });
      expect(refused.status).toBe(403);
      expect(reasonOf(refused.body)).toBe('permission-denied');
    }
    expect(await percentOf(manager)).toBe(10);
    // Staff never see costs, this setting of them included.
    expect((await staff.client.get('/api/reports/settings')).status).toBe(403);
  });
});
