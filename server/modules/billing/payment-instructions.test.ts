import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminToken, get, send } from '../../test/factories';
import { unpaidOctoberInvoice } from '../../test/invoices';
import { newClient, newProvider, type User } from '../../test/marketplace';
import { pdfPages } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';

const now = new Date('2026-11-25T08:30:00Z');
let t: TestApp;
let admin: string;
let sp: User;
let client: User;

beforeAll(async () => {
  t = await createTestApp(adminEnv, { clock: () => now });
  admin = await adminToken(t);
  sp = await newProvider(t);
  client = await newClient(t);
});
afterAll(() => t.close());

const read = (token?: string) => get(t, '/api/payment-instructions', token);
const write = (body: unknown, token: string | null = admin) =>
  send(t, 'PUT', '/api/admin/payment-instructions', token ?? undefined, body as never);

/** The invoice PDF's lines, every page's. */
const pdfLines = async (paymentId: number) =>
  (await pdfPages((await get(t, `/api/sp/invoice/pdf/${paymentId}`, sp.token)).rawPayload)).flatMap(
    (page) => page.lines,
  );

const IBAN = 'IBAN: PK36 SCBL 0000 0011 2345 6702';

describe('payment instructions', () => {
  it('read as "not set" before the admin writes them', async () => {
    for (const token of [sp.token, admin]) {
      const res = await read(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ instructions: '', updated_at: null });
    }
  });

  it('are set by the admin (trimmed, one kind of line break) and read by providers', async () => {
    const text = `  Meezan Bank, account 0101-0123456789\r\n${IBAN}\r\nJazzCash: 0300 1234567  \n`;
    const res = await write({ instructions: text });
    expect(res.statusCode).toBe(200);
    const expected = {
      instructions: `Meezan Bank, account 0101-0123456789\n${IBAN}\nJazzCash: 0300 1234567`,
      updated_at: now.toISOString(),
    };
    expect(res.json()).toEqual(expected);
    expect((await read(sp.token)).json()).toEqual(expected);
    expect((await read(admin)).json()).toEqual(expected);
  });

  it('print on the invoice PDF when set, and not when cleared', async () => {
    const paymentId = await unpaidOctoberInvoice(t.db, sp.id);
    await write({ instructions: `Meezan Bank\n${IBAN}` });
    const printed = await pdfLines(paymentId);
    expect(printed).toContain('How to pay');
    expect(printed).toContain(IBAN);

    // As long as they may be: more pages, each numbered.
    await write({ instructions: 'Line\n'.repeat(400) });
    const long = await pdfLines(paymentId);
    expect(long).toContainEqual(expect.stringMatching(/^Page 2 of \d+$/));
    expect(long.filter((line) => line === 'Line')).toHaveLength(400);

    const cleared = await write({ instructions: '   ' });
    expect(cleared.json()).toEqual({ instructions: '', updated_at: now.toISOString() });
    expect((await read(sp.token)).json().instructions).toBe('');
    expect(await pdfLines(paymentId)).not.toContain('How to pay');
  });

  it('answer 400 for text too long, missing, not text or with a NUL; 2000 characters pass', async () => {
    for (const body of [
      { instructions: 'x'.repeat(2001) },
      {},
      { instructions: 12 },
      { instructions: 'a\u0000b' },
    ]) {
      const res = await write(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
    expect((await write({ instructions: 'x'.repeat(2000) })).statusCode).toBe(200);
  });

  it('answer 401 without a token; 403 to clients reading and to anyone but the admin writing', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await read(client.token)).statusCode).toBe(403);
    expect((await write({ instructions: 'Pay me instead' }, null)).statusCode).toBe(401);
    for (const token of [sp.token, client.token]) {
      expect((await write({ instructions: 'Pay me instead' }, token)).statusCode).toBe(403);
    }
    expect((await read(sp.token)).json().instructions).not.toContain('Pay me instead');
  });
});
