import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PurchaseOrderAnswer,
  PurchaseOrderList,
  Supplier,
} from '../../../domain/purchasing.js';
import { productRequest } from '../../test/fixtures.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * Purchase orders e-mailed through a real SMTP conversation, with `smtp-server` as the
 * supplier's side: the message that arrives is read as it was sent.
 */

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let server: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refuse@')) callback(new Error('550 No such mailbox'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  server = await startTestServer({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_FROM: 'Cellar <orders@cellar.example>',
  });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

async function ok<T>(response: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body as T;
}

/** A header's value, unfolded. */
function header(part: string, name: string): string {
  const head = part.split('\r\n\r\n')[0] ?? '';
  const match = new RegExp(`^${name}:(.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(head);
  return (match?.[1] ?? '').replace(/\r\n[ \t]/g, ' ').trim();
}

/** The attachment of this file name, decoded from its transfer encoding. */
function attachment(raw: string, fileName: string): string {
  const part = raw.split(/\r\n--/).find((chunk) => chunk.includes(`filename=${fileName}`));
  if (!part) throw new Error(`no attachment ${fileName} in\n${raw}`);
  const body = part.slice(part.indexOf('\r\n\r\n') + 4);
  if (/base64/i.test(header(part, 'Content-Transfer-Encoding')))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return Buffer.from(
    body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    'latin1',
  ).toString('utf8');
}

async function draftFor(owner: SignedUp, email: string): Promise<PurchaseOrderAnswer> {
  const request = productRequest({ name: 'Chablis', supplier: 'Vins Dupont' });
  const { format } = await ok<{ format: { id: string } }>(
    owner.client.post('/api/products', { ...request, format: { ...request.format, cost: 12 } }),
    201,
  );
  await ok(owner.client.put('/api/par-levels', { levels: [{ formatId: format.id, par: 12 }] }));
  const created = await ok<PurchaseOrderList>(owner.client.post('/api/purchase-orders'), 201);
  const id = created.orders[0]?.id ?? '';
  const { suppliers } = await ok<{ suppliers: Supplier[] }>(owner.client.get('/api/suppliers'));
  await ok(owner.client.put(`/api/suppliers/${suppliers[0]?.id}`, { email }));
  return ok<PurchaseOrderAnswer>(owner.client.get(`/api/purchase-orders/${id}`));
}

describe('purchase orders by e-mail', () => {
  it('sends the order to the supplier with its CSV attached, and marks it sent', async () => {
    const owner = await server.signUp({ restaurantName: 'Bistro Vert' });
    const draft = await draftFor(owner, 'orders@dupont.example');
    expect(draft.canEmail).toBe(true);
    const sent = await ok<PurchaseOrderAnswer>(
      owner.client.post(`/api/purchase-orders/${draft.order.id}/send`, {
        via: 'email',
        lang: 'fr',
      }),
    );
    expect([sent.order.status, sent.order.sentVia]).toEqual(['sent', 'email']);
    const message = received.at(-1);
    expect(message?.to).toEqual(['orders@dupont.example']);
    expect(message?.from).toBe('orders@cellar.example');
    const raw = message?.raw ?? '';
    expect(header(raw, 'To')).toBe('orders@dupont.example');
    expect(header(raw, 'Subject')).toBe(`Bon de commande PO-${draft.order.number} de Bistro Vert`);
    const csv = attachment(raw, `purchase-order-${draft.order.number}.csv`);
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'order,supplier,wine,producer,vintage,bottle_size_ml,quantity,unit_cost,line_cost',
      `PO-${draft.order.number},Vins Dupont,Chablis,Domaine Rossignol-Trapet,2019,750,12,12.00,144.00`,
      `PO-${draft.order.number},Vins Dupont,total,,,,12,,144.00`,
      '',
    ]);
  });

  it('leaves the order a draft when the supplier has no address or the server refuses it', async () => {
    const owner = await server.signUp();
    const draft = await draftFor(owner, '');
    const before = received.length;
    const missing = await owner.client.post(`/api/purchase-orders/${draft.order.id}/send`, {
      via: 'email',
    });
    expect(missing.status).toBe(400);
    expect((missing.body as { error: { reason: string } }).error.reason).toBe(
      'supplier-email-missing',
    );
    await ok(
      owner.client.put(`/api/suppliers/${draft.order.supplier.id}`, {
        email: 'refuse@dupont.example',
      }),
    );
    const refused = await owner.client.post(`/api/purchase-orders/${draft.order.id}/send`, {
      via: 'email',
    });
    expect(refused.status).toBe(503);
    expect((refused.body as { error: { reason: string } }).error.reason).toBe('email-failed');
    const after = await ok<PurchaseOrderAnswer>(
      owner.client.get(`/api/purchase-orders/${draft.order.id}`),
    );
    expect(after.order.status).toBe('draft');
    expect(received.length).toBe(before);
  });
});
