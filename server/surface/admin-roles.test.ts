import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, type AdminRole } from '#contracts/admins';
import { ADMIN_ROUTE_ROLES, adminRolesOf } from '../lib/admin-roles';
import { addAdmin } from '../test/admins';
import { adminEnv, adminToken, get, send } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The authorization matrix's dimension per admin role (decision 0072): every route an admin
 * may call declares its roles in server/lib/admin-roles.ts, and each role gets exactly that.
 * A declared role passes the guard (whatever it is then told about the made-up row or empty
 * body it sent); any other role is answered 403 `admin.role_forbidden` before its body is read.
 */
let t: TestApp;
const tokens = new Map<AdminRole, string>();

beforeAll(async () => {
  // Made-up ids and empty bodies on purpose: what they are answered past the guard is the
  // other tests' (each route's own, and the matrix's), not checked against the document here.
  t = await createTestApp({ ...adminEnv, WRITE_BUDGET_SCALE: '100000' }, { checkAnswers: false });
  tokens.set('owner', await adminToken(t));
  for (const role of ADMIN_ROLES.filter((r) => r !== 'owner')) {
    tokens.set(role, (await addAdmin(t, role)).token);
  }
});
afterAll(() => t.close());

const adminRoutes = () =>
  t.app.routes
    .filter(
      (r) => r.url.startsWith('/api/') && r.access !== 'public' && r.access?.includes('admin'),
    )
    .map((r) => `${r.method} ${r.url}`)
    .sort();

/** A route's pattern with made-up values in its parameters: nothing real is touched. */
const madeUp = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => (name === 'slug' ? 'no-such-page' : '999999'));

describe('admin roles', () => {
  it('declares the roles of every route an admin may call, and of no other', () => {
    const routes = adminRoutes();
    expect(routes.filter((op) => !(op in ADMIN_ROUTE_ROLES))).toEqual([]);
    expect(Object.keys(ADMIN_ROUTE_ROLES).filter((op) => !routes.includes(op))).toEqual([]);
  });

  it('lets the owner call every admin route, and leaves an undeclared one to the owner', () => {
    expect(
      Object.entries(ADMIN_ROUTE_ROLES).filter(([, roles]) => !roles.includes('owner')),
    ).toEqual([]);
    expect(adminRolesOf('GET', '/api/admin/not-declared')).toEqual(['owner']);
  });

  it('says each admin route’s roles in the API document', async () => {
    const doc = (await get(t, '/api/docs/json')).json();
    expect(doc.paths['/api/admin/text-costs'].get.description).toContain(
      'Admin roles: owner, finance.',
    );
    expect(doc.paths['/api/admin/audit-log'].get.description).toContain('Admin roles: owner.');
  });

  // Logout ends the session it is called with: it goes last.
  const ops = Object.keys(ADMIN_ROUTE_ROLES).sort(
    (a, b) => Number(a === 'POST /api/logout') - Number(b === 'POST /api/logout'),
  );
  for (const op of ops) {
    const allowed = ADMIN_ROUTE_ROLES[op] ?? [];
    it(`${op}: ${ADMIN_ROLES.map((r) => `${r} ${allowed.includes(r) ? 'passes' : '403'}`).join(', ')}`, async () => {
      const [method, url] = op.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const wrong: string[] = [];
      for (const role of ADMIN_ROLES) {
        const body = method === 'GET' || op === 'POST /api/logout' ? undefined : {};
        const res = await send(t, method, madeUp(url), tokens.get(role), body);
        const refused = res.statusCode === 403 && res.json().error?.code === 'admin.role_forbidden';
        if (allowed.includes(role) ? refused || res.statusCode === 401 : !refused) {
          wrong.push(`${role}: got ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
