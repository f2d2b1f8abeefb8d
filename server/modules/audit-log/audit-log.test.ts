import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminToken, get, send } from '../../test/factories';
import { LAHORE, newClient, newProvider } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAuditLog } from './audit-log.service';

const NOW = new Date('2026-11-25T09:00:00.000Z');
let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp(adminEnv, { clock: () => NOW });
  admin = await adminToken(t);
  adminId = (await t.db.selectFrom('admins').select('admin_id').executeTakeFirstOrThrow()).admin_id;
});
afterAll(() => t.close());

const rows = () => t.db.selectFrom('admin_audit_log').selectAll().orderBy('audit_id').execute();
const log = createAuditLog({} as never, () => NOW);
const at = (iso: string) => () => new Date(iso);

/** Writes rows straight through the log's one writer, each on its own clock. */
async function seed(entries: { action: 'city.add' | 'site-page.save'; id: string; at: string }[]) {
  for (const e of entries) {
    await createAuditLog(t.db, at(e.at)).record(
      t.db,
      { id: adminId },
      {
        action: e.action,
        target: { entity: e.action === 'city.add' ? 'city' : 'site_page', id: e.id },
        after: { name: e.id },
      },
    );
  }
}

describe('the admin audit log', () => {
  it("writes one row for an admin's change, with who, what, the target, when, before and after", async () => {
    const before = (await rows()).length;
    expect(
      (await send(t, 'PUT', '/api/admin/pages/terms', admin, { body: 'Be kind.' })).statusCode,
    ).toBe(200);
    expect((await send(t, 'DELETE', '/api/admin/pages/terms', admin)).statusCode).toBe(200);
    const written = (await rows()).slice(before);
    expect(written).toEqual([
      expect.objectContaining({
        admin_id: adminId,
        admin_role: 'owner',
        action: 'site-page.save',
        target_entity: 'site_page',
        target_id: 'terms',
        before: { body: null },
        after: { body: 'Be kind.' },
        created_at: NOW,
      }),
      expect.objectContaining({
        action: 'site-page.reset',
        target_id: 'terms',
        before: { body: 'Be kind.' },
        after: { body: null },
      }),
    ]);
  });

  it('writes no row for an action that fails, nor for one whose transaction rolls back', async () => {
    const before = (await rows()).length;
    expect((await send(t, 'PUT', '/api/admin/pages/terms', admin, { body: '  ' })).statusCode).toBe(
      400,
    );
    await expect(
      t.db.transaction().execute(async (trx) => {
        await log.record(
          trx,
          { id: adminId },
          {
            action: 'site-page.save',
            target: { entity: 'site_page', id: 'privacy' },
          },
        );
        throw new Error('the change after it failed');
      }),
    ).rejects.toThrow('the change after it failed');
    expect((await rows()).length).toBe(before);
  });

  it('is refused every UPDATE and DELETE by the database', async () => {
    await seed([{ action: 'city.add', id: 'kept', at: '2026-11-20T10:00:00Z' }]);
    const count = (await rows()).length;
    await expect(
      sql`update admin_audit_log set action = 'city.remove'`.execute(t.db),
    ).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(sql`delete from admin_audit_log`.execute(t.db)).rejects.toThrow(
      /append-only: DELETE refused/,
    );
    const after = await rows();
    expect(after.length).toBe(count);
    expect(after.some((r) => r.action === 'city.remove')).toBe(false);
  });

  it('keeps the changed fields before and after a city is renamed, and writes nothing for a refused rename or removal', async () => {
    const name = `Audit ${Math.random().toString(36).slice(2, 8)}`;
    const added = await send(t, 'POST', '/api/admin/cities', admin, { name });
    const cityId = added.json().city_id as number;
    const mark = (await rows()).length;
    const renamed = await send(t, 'PUT', `/api/admin/cities/${cityId}`, admin, {
      name,
      name_ur: 'نیا شہر',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await rows()).slice(mark)).toEqual([
      expect.objectContaining({
        action: 'city.rename',
        target_entity: 'city',
        target_id: String(cityId),
        before: { name_ur: null },
        after: { name_ur: 'نیا شہر' },
      }),
    ]);
    const taken = await send(t, 'PUT', `/api/admin/cities/${cityId}`, admin, { name: 'Lahore' });
    expect(taken.statusCode).toBe(409);
    await newProvider(t); // in Lahore, which it keeps
    const inUse = await send(t, 'DELETE', `/api/admin/cities/${LAHORE}`, admin);
    expect(inUse.statusCode).toBe(409);
    expect((await rows()).length).toBe(mark + 1);
  });
});

describe('the audit log list and export', () => {
  const ids = ['list-a', 'list-b', 'list-c'];
  beforeAll(() =>
    seed([
      { action: 'city.add', id: ids[0] ?? '', at: '2026-10-01T08:00:00Z' },
      { action: 'site-page.save', id: ids[1] ?? '', at: '2026-10-02T08:00:00Z' },
      { action: 'city.add', id: ids[2] ?? '', at: '2026-10-03T23:59:00Z' },
    ]),
  );
  const list = (query: string) => get(t, `/api/admin/audit-log?${query}`, admin);

  it('answers only the admin', async () => {
    const client = await newClient(t);
    const provider = await newProvider(t);
    expect((await get(t, '/api/admin/audit-log')).statusCode).toBe(401);
    expect((await get(t, '/api/admin/audit-log', client.token)).statusCode).toBe(403);
    expect((await get(t, '/api/admin/audit-log.csv', provider.token)).statusCode).toBe(403);
    expect((await get(t, '/api/admin/audit-log.csv')).statusCode).toBe(401);
  });

  it('filters by action, target, admin and days, newest first, a page at a time', async () => {
    const inOctober = 'from=2026-10-01&to=2026-10-03';
    const first = (await list(`${inOctober}&action=city.add&limit=1`)).json();
    expect(first.items.map((e: { target_id: string }) => e.target_id)).toEqual(['list-c']);
    expect(first.items[0]).toMatchObject({ admin_id: adminId, admin_username: expect.any(String) });
    const second = (
      await list(`${inOctober}&action=city.add&limit=1&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items.map((e: { target_id: string }) => e.target_id)).toEqual(['list-a']);
    expect(second.nextCursor).toBeNull();
    const byTarget = (await list('target_entity=site_page&target_id=list-b')).json();
    expect(byTarget.items.map((e: { action: string }) => e.action)).toEqual(['site-page.save']);
    const oneDay = (await list('from=2026-10-02&to=2026-10-02')).json();
    expect(oneDay.items.map((e: { target_id: string }) => e.target_id)).toEqual(['list-b']);
    expect((await list(`admin_id=${adminId + 1000}`)).json().items).toEqual([]);
    expect((await list(`admin_id=${adminId}&${inOctober}`)).json().items).toHaveLength(3);
  });

  it('refuses an unknown action, a malformed day or cursor with 400', async () => {
    for (const query of ['action=city.burn', 'from=1-10-2026', 'cursor=nope']) {
      expect((await list(query)).statusCode).toBe(400);
    }
  });

  it('exports the same filtered rows as CSV, a formula-like cell written as text', async () => {
    await createAuditLog(t.db, at('2026-09-15T10:00:00Z')).record(
      t.db,
      { id: adminId },
      {
        action: 'site-page.save',
        target: { entity: 'site_page', id: '=HYPERLINK("http://x")' },
        after: { body: 'a, "b"\nc' },
      },
    );
    const res = await get(t, '/api/admin/audit-log.csv?from=2026-09-15&to=2026-09-15', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'audit_id,created_at,admin_id,admin_username,admin_role,action,target_entity,target_id,before,after',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',site-page.save,site_page,"\'=HYPERLINK(""http://x"")",,');
    expect(lines[1]).toContain('"{""body"":""a, \\""b\\""\\nc""}"');
    expect(lines[1]).toContain('2026-09-15T10:00:00.000Z');
  });
});
