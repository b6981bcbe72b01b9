import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../../../domain/inventory-csv.js';
import { addLocation, productRequest } from '../../test/fixtures.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('the CSV backup, built by the server', () => {
  it('has the exact header, a row per bottle quoted as a spreadsheet reads it, and only this restaurant', async () => {
    const owner = await server.signUp();
    const cave = await addLocation(server.services.writer, owner, 'Cave Sud', ['A1']);
    const saved = await owner.client.post('/api/products', {
      ...productRequest({
        name: 'Château "Essai", Grand Vin',
        supplier: '=HYPERLINK("http://evil.test")',
      }),
      bottles: { ids: ['QR-EXP-2', 'QR-EXP-1'], locationId: cave, bin: 'A1' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const formatId = (saved.body as { format: { id: string } }).format.id;
    expect((await owner.client.post('/api/bottles', { formatId, ids: ['QR-EXP-0'] })).status).toBe(
      201,
    );
    const stranger = await server.signUp();
    await stranger.client.post('/api/products', {
      ...productRequest({ name: 'Not Theirs' }),
      bottles: { ids: ['QR-STRANGER'] },
    });

    // As bytes: a text decoder would drop the byte order mark this checks.
    const response = await fetch(`${owner.client.baseUrl}/api/exports/bottles.csv`, {
      headers: { cookie: owner.client.cookieHeader },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('bottle-count')).toBe('3');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // UTF-8 with a byte order mark, so a spreadsheet keeps the accents.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    // By format, then id: two backups of the same cellar are the same file.
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'QR-EXP-0',
      'QR-EXP-1',
      'QR-EXP-2',
    ]);
    expect(lines[2]).toContain(',Cave Sud,A1,');
    expect(lines[2]).toContain('"Château ""Essai"", Grand Vin"');
    // A formula is neutralised, then quoted.
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(lines[1]).toMatch(/^QR-EXP-0,[^,]+,[^,]+,,,/);
    expect(text).not.toContain('QR-STRANGER');
    expect(text).not.toContain('Not Theirs');
  });

  it('is for signed-in users only', async () => {
    const response = await server.client().get('/api/exports/bottles.csv');
    expect(response.status).toBe(401);
  });
});
