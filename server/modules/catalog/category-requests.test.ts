import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminToken, send, signUp } from '../../test/factories';
import { multipart, pngBytes } from '../../test/multipart';
import { startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let admin: string;
let sp: Awaited<ReturnType<typeof signUp>>;
let client: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ ...adminEnv, SMTP_URL: inbox.url });
  admin = await adminToken(t);
  sp = await signUp(t, 'provider');
  client = await signUp(t, 'client');
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const request = (title: string, token = sp.token) =>
  send(t, 'POST', '/api/Add-Category', token, { title, description: `Please add ${title}.` });
const pending = async () =>
  (await send(t, 'GET', '/api/admin', admin)).json() as Array<{
    id: number;
    title: string;
    fullname: string;
  }>;

describe('POST /api/Add-Category', () => {
  it("stores a provider's request, listed for the admin with the requester's name", async () => {
    const res = await request('Pool Maintenance');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Category added successfully' });
    expect(await pending()).toEqual([
      expect.objectContaining({
        title: 'Pool Maintenance',
        fullname: 'Bilal Raza',
        sp_id: sp.user_ID,
      }),
    ]);
  });

  it('answers 400 for an empty title, 401/403 to others, and 409 past 5 waiting requests', async () => {
    expect(
      (await send(t, 'POST', '/api/Add-Category', sp.token, { title: ' ', description: 'x' }))
        .statusCode,
    ).toBe(400);
    expect((await request('Anything', client.token)).statusCode).toBe(403);
    expect((await request('Anything', admin)).statusCode).toBe(403);
    expect(
      (await send(t, 'POST', '/api/Add-Category', undefined, { title: 'A', description: 'B' }))
        .statusCode,
    ).toBe(401);
    for (const title of ['Two', 'Three', 'Four', 'Five'])
      expect((await request(title)).statusCode).toBe(201);
    expect((await request('Six')).statusCode).toBe(409);
  });
});

describe('approving and rejecting', () => {
  it('approval creates the category inactive (with an optional icon), removes the request and emails the provider', async () => {
    const id = (await pending()).find((r) => r.title === 'Pool Maintenance')?.id;
    const before = inbox.received.length;
    const res = await send(
      t,
      'POST',
      `/api/approveReqCategories/${id}`,
      admin,
      multipart({}, { field: 'categoryImg', name: 'p.png', type: 'image/png', bytes: pngBytes() }),
    );
    expect(res.statusCode).toBe(201);
    const all = (await send(t, 'GET', '/api/Allcategories', admin)).json();
    expect(all.find((c: { name: string }) => c.name === 'Pool Maintenance')).toMatchObject({
      status: 'inactive',
    });
    expect((await t.app.inject('/images/pool-maintenance.png')).statusCode).toBe(200);
    expect((await pending()).some((r) => r.id === id)).toBe(false);
    await expect.poll(() => inbox.received.length).toBe(before + 1);
    expect(inbox.received.at(-1)?.to).toEqual([sp.email]);
    expect(inbox.received.at(-1)?.raw).toContain('approved');
    expect((await send(t, 'POST', `/api/approveReqCategories/${id}`, admin)).statusCode).toBe(404);
  });

  it('approval of a name that exists is 409 and keeps the request', async () => {
    const res = await request('plumbing services', (await signUp(t, 'provider')).token);
    expect(res.statusCode).toBe(201);
    const id = (await pending()).find((r) => r.title === 'plumbing services')?.id;
    expect((await send(t, 'POST', `/api/approveReqCategories/${id}`, admin)).statusCode).toBe(409);
    expect((await pending()).some((r) => r.id === id)).toBe(true);
  });

  it('rejection removes the request and tells the provider; a second rejection is 404', async () => {
    const id = (await pending()).find((r) => r.title === 'Two')?.id;
    const before = inbox.received.length;
    const res = await send(t, 'DELETE', `/api/removeReqCategories/${id}`, admin);
    expect(res.statusCode).toBe(200);
    await expect.poll(() => inbox.received.length).toBe(before + 1);
    expect(inbox.received.at(-1)?.raw).toContain('not approved');
    expect((await send(t, 'DELETE', `/api/removeReqCategories/${id}`, admin)).statusCode).toBe(404);
    expect((await send(t, 'DELETE', '/api/removeReqCategories/abc', admin)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/category-requests', () => {
  it('pages the waiting requests oldest first, each once, as the spec door lists them', async () => {
    const other = await signUp(t, 'provider');
    for (const title of ['Kite Repair', 'Boat Cleaning', 'Clock Fixing'])
      expect((await request(title, other.token)).statusCode).toBe(201);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/admin/category-requests?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await send(t, 'GET', url, admin)).json();
      seen.push(...page.items.map((r: { id: number }) => r.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 20);
    expect(seen).toEqual((await pending()).map((r) => r.id));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(pages).toBe(Math.ceil(seen.length / 2));
    expect((await send(t, 'GET', '/api/admin/category-requests', sp.token)).statusCode).toBe(403);
  });
});
