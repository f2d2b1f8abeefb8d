import { newClient, newProvider } from '../test/marketplace';
import type { MatrixRow } from './authorization-matrix';
import type { World } from './authorization-world';

const ADMIN_ONLY = [401, 403, 403, 403, 403, 200] as const;

/** A provider nobody else acts on: suspending it leaves the world's actors signed in. */
const bystander = async (w: World) => ({ id: (await newProvider(w.t)).id });

/**
 * The matrix rows of the users desk (decision 0068): the admin's only. Suspending and
 * reinstating act on a fresh account each, never on an actor of the world.
 */
export const USERS_ROWS: MatrixRow[] = [
  {
    op: 'GET /api/admin/users',
    url: () => '/api/admin/users?q=a&kind=clients&limit=5',
    expect: ADMIN_ONLY,
  },
  {
    op: 'GET /api/admin/users/:accountId',
    url: (w) => `/api/admin/users/${w.provider.id}`,
    expect: ADMIN_ONLY,
  },
  {
    op: 'POST /api/admin/users/:accountId/suspend',
    prepare: bystander,
    url: (_w, c) => `/api/admin/users/${c.id}/suspend`,
    body: () => ({ reason: 'fraud', note: 'Matrix' }),
    expect: ADMIN_ONLY,
  },
  {
    op: 'POST /api/admin/users/:accountId/reinstate',
    prepare: async (w) => {
      const { id } = await newClient(w.t);
      await w.t.db
        .insertInto('account_suspensions')
        .values({
          account_id: id,
          reason: 'abuse',
          note: 'Matrix',
          suspended_by: 1,
          suspended_at: new Date(),
        })
        .execute();
      return { id };
    },
    url: (_w, c) => `/api/admin/users/${c.id}/reinstate`,
    body: () => ({ note: 'Matrix back' }),
    expect: ADMIN_ONLY,
  },
];
