import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDetail, UserPage } from '#contracts/users';
import { adminEnv, adminToken, get, post } from '../../test/factories';
import { acceptedOrder, fileRequest, newClient, newProvider } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';
import { walkOf } from './users.service';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ ...adminEnv, WRITE_BUDGET_SCALE: '1000' });
  admin = await adminToken(t);
});
afterAll(() => t.close());

const run = Math.random().toString(36).slice(2, 7);

const search = async (query: string, token = admin) => {
  const res = await get(t, `/api/admin/users?${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json<UserPage>();
};

async function clientNamed(name: string) {
  const user = await newClient(t);
  await t.db.updateTable('clients').set({ name }).where('client_id', '=', user.id).execute();
  return user;
}

async function providerNamed(first: string, last: string, phone = '0421234567') {
  const user = await newProvider(t);
  await t.db
    .updateTable('service_providers')
    .set({ first_name: first, last_name: last, phone })
    .where('sp_id', '=', user.id)
    .execute();
  return user;
}

describe('what the search text asks for', () => {
  it('reads an email, a phone number in any writing, or the start of a name', () => {
    expect(walkOf(undefined)).toEqual({ by: 'all' });
    expect(walkOf('  ')).toEqual({ by: 'all' });
    expect(walkOf('Ali@Example')).toEqual({ by: 'email', prefix: 'Ali@Example' });
    const national = ['03001234567', '923001234567', '3001234567', '00923001234567'];
    for (const written of ['+92 300 1234567', '0300-1234567', '۰۳۰۰۱۲۳۴۵۶۷']) {
      expect(walkOf(written)).toEqual({ by: 'phone', numbers: national, e164: '+923001234567' });
    }
    expect(walkOf('042 1234')).toEqual({ by: 'phone', numbers: ['0421234'], e164: null });
    expect(walkOf('Ali Raza')).toEqual({ by: 'name', prefix: 'Ali Raza' });
  });
});

describe('the users desk search', () => {
  it('finds clients and providers by the start of their name, whatever its case', async () => {
    const client = await clientNamed(`Nameq${run} Client`);
    const provider = await providerNamed(`nameq${run}`, 'Provider');
    const found = await search(`q=NAMEQ${run}`);
    expect(found.items.map((u) => [u.id, u.kind])).toEqual([
      [client.id, 'clients'],
      [provider.id, 'serviceproviders'],
    ]);
    expect((await search(`q=nameq${run}&kind=serviceproviders`)).items.map((u) => u.id)).toEqual([
      provider.id,
    ]);
    // A wildcard is a character like any other.
    expect((await search(`q=nameq${run.slice(0, 2)}%25`)).items).toEqual([]);
  });

  it('finds an account by the start of its email', async () => {
    const client = await newClient(t);
    const { email } = await t.db
      .selectFrom('accounts')
      .select('email')
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    const found = await search(`q=${encodeURIComponent(email.toUpperCase())}`);
    expect(found.items.map((u) => u.id)).toEqual([client.id]);
    expect(found.items[0]).toMatchObject({ email, kind: 'clients', suspended: false });
  });

  it('finds a provider by its registered number and anyone by a verified one, however written', async () => {
    const tail = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
    const provider = await providerNamed('Phone', 'Provider', `0321${tail}`);
    const client = await newClient(t);
    await t.db
      .insertInto('account_phones')
      .values({ account_id: client.id, phone: `+92321${tail}`, verified_at: new Date() })
      .execute();
    for (const written of [`+92 321 ${tail}`, `0321-${tail}`, `92321${tail}`]) {
      const found = await search(`q=${encodeURIComponent(written)}`);
      expect(found.items.map((u) => u.id)).toEqual([client.id, provider.id]);
    }
    expect((await search(`q=0321${tail}&kind=clients`)).items.map((u) => u.id)).toEqual([
      client.id,
    ]);
  });

  it('pages through a name in its order, each person once, then ends', async () => {
    const people = [];
    for (const letter of ['e', 'c', 'a', 'd', 'b']) {
      people.push({ letter, id: (await clientNamed(`Pageq${run} ${letter}`)).id });
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: UserPage = await search(
        `q=pageq${run}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.items.map((u) => u.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    const inOrder = [...people].sort((x, y) => x.letter.localeCompare(y.letter));
    expect(seen).toEqual(inOrder.map((p) => p.id));
  });

  it('lists everyone newest first, and only the suspended when asked', async () => {
    const older = await newClient(t);
    const newer = await newProvider(t);
    const all = await search('limit=2');
    expect(all.items.map((u) => u.id)).toEqual([newer.id, older.id]);
    const next = await search(`limit=2&cursor=${all.nextCursor}`);
    expect(next.items.every((u) => u.id < older.id)).toBe(true);

    await post(t, `/api/admin/users/${older.id}/suspend`, { reason: 'abuse' }, admin);
    const suspended = await search('status=suspended');
    expect(suspended.items.map((u) => u.id)).toContain(older.id);
    expect(suspended.items.every((u) => u.suspended)).toBe(true);
    expect((await search('status=active&limit=100')).items.map((u) => u.id)).not.toContain(
      older.id,
    );
  });
});

describe('one person', () => {
  it("shows a client's requests and orders and a provider's invoices, with counts", async () => {
    const client = await newClient(t);
    const provider = await newProvider(t);
    await fileRequest(t, client);
    const order = await acceptedOrder(t, client, provider);
    const res = await get(t, `/api/admin/users/${client.id}`, admin);
    expect(res.statusCode).toBe(200);
    const detail = res.json<UserDetail>();
    expect(detail.user).toMatchObject({ id: client.id, kind: 'clients', suspended: false });
    expect(detail.suspension).toBeNull();
    expect(detail.requests.count).toBe(2);
    expect(detail.orders).toMatchObject({ count: 1, items: [{ request_id: order }] });
    expect(detail.disputes).toEqual({ count: 0, items: [] });
    expect(detail.invoices).toBeNull();

    const theirs = (await get(t, `/api/admin/users/${provider.id}`, admin)).json<UserDetail>();
    expect(theirs.orders).toMatchObject({ count: 1, items: [{ request_id: order }] });
    expect(theirs.invoices).toEqual({ count: 0, items: [] });
    expect(theirs.user.city).toBe('Lahore');
    const inUrdu = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${provider.id}`,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'ur' },
    });
    expect(inUrdu.json<UserDetail>().user.city).toBe('لاہور');
  });

  it('counts the reports about the person, newest first', async () => {
    const reporter = await newClient(t);
    const other = await newClient(t);
    const provider = await newProvider(t);
    for (const [who, reason] of [
      [reporter, 'spam'],
      [other, 'fraud'],
    ] as const) {
      const res = await post(
        t,
        '/api/reports',
        { target_kind: 'user', target_id: provider.id, reason },
        who.token,
      );
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const detail = (await get(t, `/api/admin/users/${provider.id}`, admin)).json<UserDetail>();
    expect(detail.reports.count).toBe(2);
    expect(detail.reports.items.map((r) => [r.reason, r.status])).toEqual([
      ['fraud', 'open'],
      ['spam', 'open'],
    ]);
  });

  it('answers 404 for an id no client or provider holds', async () => {
    const res = await get(t, '/api/admin/users/2000000000', admin);
    expect(res.statusCode).toBe(404);
  });
});

describe('the desk is the admin’s', () => {
  it('refuses a client and a provider (403) and a caller without a token (401)', async () => {
    const client = await newClient(t);
    const provider = await newProvider(t);
    for (const token of [client.token, provider.token]) {
      expect((await get(t, '/api/admin/users', token)).statusCode).toBe(403);
      expect((await get(t, `/api/admin/users/${client.id}`, token)).statusCode).toBe(403);
      const suspend = await post(
        t,
        `/api/admin/users/${provider.id}/suspend`,
        { reason: 'fraud' },
        token,
      );
      expect(suspend.statusCode).toBe(403);
    }
    expect((await get(t, '/api/admin/users')).statusCode).toBe(401);
    const still = await t.db
      .selectFrom('account_suspensions')
      .selectAll()
      .where('account_id', '=', provider.id)
      .execute();
    expect(still).toEqual([]);
  });

  it('answers bad input with 400 and a code', async () => {
    const provider = await newProvider(t);
    for (const query of [
      'kind=admins',
      'status=gone',
      'cursor=!!',
      `q=${'x'.repeat(101)}`,
      'limit=0',
    ]) {
      const res = await get(t, `/api/admin/users?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
    expect((await get(t, '/api/admin/users/abc', admin)).statusCode).toBe(400);
    for (const body of [{}, { reason: 'rude' }, { reason: 'fraud', note: 'x'.repeat(501) }]) {
      const res = await post(t, `/api/admin/users/${provider.id}/suspend`, body, admin);
      expect(res.statusCode).toBe(400);
    }
  });
});
