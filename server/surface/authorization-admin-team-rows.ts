import { addAdmin } from '../test/admins';
import { send } from '../test/factories';
import type { MatrixRow } from './authorization-matrix';
import type { ActorName, World } from './authorization-world';

const ADMIN_ONLY = [401, 403, 403, 403, 403, 200] as const;
const everyone = (status: number) => [status, status, status, status, status, status] as const;
const unique = (actor: ActorName) => `${actor}-${Math.random().toString(36).slice(2, 8)}`;

/** An open invitation the owner (the matrix's admin) just sent. */
async function freshInvitation(w: World) {
  const res = await send(w.t, 'POST', '/api/admin/invitations', w.admin, {
    email: `invited-${Math.random().toString(36).slice(2, 8)}@example.com`,
    role: 'finance',
  });
  if (res.statusCode !== 201) throw new Error(`invitation failed: ${res.body}`);
  return { id: res.json().invitation_id as number };
}

/**
 * The matrix rows of the admins and their roles (decision 0072): the matrix's admin is the
 * owner; what each role gets on every admin route is server/surface/admin-roles.test.ts.
 */
export const ADMIN_TEAM_ROWS: MatrixRow[] = [
  { op: 'GET /api/admin/me', url: () => '/api/admin/me', expect: ADMIN_ONLY },
  { op: 'GET /api/admin/admins', url: () => '/api/admin/admins', expect: ADMIN_ONLY },
  {
    op: 'POST /api/admin/invitations',
    url: () => '/api/admin/invitations',
    body: (_w, _c, actor) => ({ email: `${unique(actor)}@example.com`, role: 'catalog' }),
    expect: [401, 403, 403, 403, 403, 201],
  },
  {
    op: 'DELETE /api/admin/invitations/:invitationId',
    prepare: freshInvitation,
    url: (_w, c) => `/api/admin/invitations/${c.id}`,
    expect: ADMIN_ONLY,
  },
  {
    op: 'PUT /api/admin/admins/:adminId/role',
    prepare: async (w) => ({ id: (await addAdmin(w.t, 'catalog')).id }),
    url: (_w, c) => `/api/admin/admins/${c.id}/role`,
    body: () => ({ role: 'finance' }),
    expect: ADMIN_ONLY,
  },
  {
    op: 'DELETE /api/admin/admins/:adminId',
    prepare: async (w) => ({ id: (await addAdmin(w.t, 'moderator')).id }),
    url: (_w, c) => `/api/admin/admins/${c.id}`,
    expect: ADMIN_ONLY,
  },
  // The link's token is the only credential: any caller, signed in or not.
  {
    op: 'POST /api/admin-invitations/check',
    url: () => '/api/admin-invitations/check',
    body: () => ({ token: 'not-a-real-link' }),
    expect: everyone(200),
  },
  {
    op: 'POST /api/admin-invitations/accept',
    url: () => '/api/admin-invitations/accept',
    body: () => ({ token: 'not-a-real-link', password: 'a long new password' }),
    expect: everyone(400),
  },
];
