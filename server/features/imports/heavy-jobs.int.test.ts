import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/test-client.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface Answer {
  status: number;
  body: unknown;
}

async function send(client: TestClient, path: string, file: string): Promise<Answer> {
  const response = await fetch(`${client.baseUrl}${path}`, {
    method: 'POST',
    headers: { cookie: client.cookieHeader, 'content-type': 'application/octet-stream' },
    body: file,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

function reasonOf(body: unknown): string {
  return (body as { error: { reason: string } }).error.reason;
}

const HEADER = 'Nom;Producteur;Millésime;Contenance;Prix;Emplacement;Casier;Quantité';

/** A cellar of `rows` wines of one bottle each, in a few places. */
function cellarFile(rows: number, tag: string): string {
  const lines = [HEADER];
  for (let row = 0; row < rows; row++) {
    lines.push(
      `Cuvée ${tag} ${row};Domaine ${row % 50};2018;75cl;24,50;Cave ${row % 4};A${row % 9};1`,
    );
  }
  return lines.join('\r\n');
}

/** What another restaurant does in service: reads its inventory, adds a place; and health. */
async function ordinaryRequests(other: SignedUp, round: number): Promise<void> {
  expect((await other.client.get('/api/snapshot')).status).toBe(200);
  expect((await server.client().get('/api/health')).status).toBe(200);
  expect((await other.client.post('/api/locations', { name: `Room ${round}` })).status).toBe(201);
}

describe('one restaurant’s heavy work', () => {
  it('leaves another restaurant and health answered while it imports 20,000 rows, and refuses it a second import meanwhile', async () => {
    const importer = await server.signUp();
    const other = await server.signUp();
    let finished = false;
    const importing = send(
      importer.client,
      '/api/imports?name=cellar.csv',
      cellarFile(20_000, 'a'),
    );
    void importing.then(() => {
      finished = true;
    });
    for (let round = 0; round < 3; round++) await ordinaryRequests(other, round);
    const second = await send(importer.client, '/api/imports', cellarFile(2, 'b'));
    const preview = await send(importer.client, '/api/imports/preview', cellarFile(2, 'b'));
    expect(finished).toBe(false);
    expect(second.status).toBe(409);
    expect(reasonOf(second.body)).toBe('import-running');
    expect(reasonOf(preview.body)).toBe('import-running');

    const first = await importing;
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((first.body as { bottles: number }).bottles).toBe(20_000);
    // The import's change log, written in parts, reads back: a bottle's history names it.
    const mine = (await importer.client.get('/api/snapshot')).body as {
      bottles: Array<{ id: string }>;
    };
    const history = (await importer.client.get(`/api/bottles/${mine.bottles.at(-1)?.id}/history`))
      .body as { history: Array<{ action: string }> };
    expect(history.history.map((entry) => entry.action)).toEqual(['bottle.add']);
    // Once it has finished, the next import of that restaurant is taken.
    const after = await send(importer.client, '/api/imports', cellarFile(2, 'b'));
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    const snapshot = (await other.client.get('/api/snapshot')).body as { bottles: unknown[] };
    expect(snapshot.bottles).toHaveLength(0);
  });

  it('leaves another restaurant and health answered while it previews 100,000 rows', async () => {
    const importer = await server.signUp();
    const other = await server.signUp();
    let finished = false;
    const previewing = send(importer.client, '/api/imports/preview', cellarFile(100_000, 'p'));
    void previewing.then(() => {
      finished = true;
    });
    for (let round = 0; round < 3; round++) await ordinaryRequests(other, round);
    expect(finished).toBe(false);
    const preview = await previewing;
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect((preview.body as { bottles: number }).bottles).toBe(100_000);
  });

  it('leaves another restaurant and health answered while it exports 20,000 bottles', async () => {
    const owner = await server.signUp();
    const other = await server.signUp();
    const imported = await send(
      owner.client,
      '/api/imports?name=cellar.csv',
      cellarFile(20_000, 'e'),
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    // Its answer starts once the whole inventory is read (at one revision) and sorted: another
    // restaurant's requests are answered before that.
    let answered = false;
    const exporting = fetch(`${owner.client.baseUrl}/api/exports/bottles.csv`, {
      headers: { cookie: owner.client.cookieHeader },
    }).then(async (response) => {
      answered = true;
      return { status: response.status, text: await response.text() };
    });
    await ordinaryRequests(other, 0);
    expect(answered).toBe(false);
    const csv = await exporting;
    expect(csv.status).toBe(200);
    // The header, then one row per bottle.
    expect(csv.text.trim().split('\n')).toHaveLength(20_001);
  });

  it('is refused, nothing written, when its own restaurant keeps changing while it is checked', async () => {
    const owner = await server.signUp();
    let finished = false;
    const importing = send(owner.client, '/api/imports?name=cellar.csv', cellarFile(20_000, 'c'));
    void importing.then(() => {
      finished = true;
    });
    // Someone of the restaurant keeps adding and removing a place all along.
    while (!finished) {
      const added = await owner.client.post('/api/locations', { name: 'Passing' });
      expect(added.status).toBe(201);
      const id = (added.body as { id: string }).id;
      expect((await owner.client.delete(`/api/locations/${id}`)).status).toBe(204);
    }
    const answer = await importing;
    expect(answer.status).toBe(409);
    expect(reasonOf(answer.body)).toBe('import-inventory-changed');
    const snapshot = (await owner.client.get('/api/snapshot')).body as { bottles: unknown[] };
    expect(snapshot.bottles).toHaveLength(0);
  });
});
