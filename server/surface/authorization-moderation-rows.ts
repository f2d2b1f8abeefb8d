import { send } from '../test/factories';
import { newClient, rate, setStatus } from '../test/marketplace';
import type { MatrixRow } from './authorization-matrix';
import type { World } from './authorization-world';

const ADMIN_ONLY = [401, 403, 403, 403, 403, 200] as const;

/** `otherClient` reports `what`; answers the report's id. */
async function reportOf(w: World, what: { target_kind: string; target_id: number }) {
  const res = await send(w.t, 'POST', '/api/reports', w.otherClient.token, {
    ...what,
    reason: 'abuse',
  });
  if (res.statusCode !== 201) throw new Error(`report failed: ${res.body}`);
  return (res.json() as { report_id: number }).report_id;
}

/** A fresh completed order of `client` with `provider`, reviewed; answers its id. */
async function reviewedOrder(w: World): Promise<number> {
  const requestId = await w.freshOrder();
  await setStatus(w.t, w.provider, requestId, 'completed');
  const res = await rate(w.t, w.client, requestId, 2, 'Matrix review');
  if (res.statusCode >= 300) throw new Error(`review failed: ${res.body}`);
  return requestId;
}

/**
 * The matrix rows of reports, blocks and the moderation queue (decision 0067): clients and
 * providers report and block (never themselves); only the admin reads the queue and acts on it.
 * Blocks are made on fresh people, so the chats of the other rows stay open.
 */
export const MODERATION_ROWS: MatrixRow[] = [
  {
    op: 'POST /api/reports',
    url: () => '/api/reports',
    body: (w) => ({ target_kind: 'user', target_id: w.provider.id, reason: 'spam' }),
    // `provider` would report itself (400).
    expect: [401, 201, 201, 400, 201, 403],
  },
  {
    op: 'GET /api/blocks',
    url: () => '/api/blocks?limit=5',
    expect: [401, 200, 200, 200, 200, 403],
  },
  {
    op: 'GET /api/blocks/:userId',
    url: (w) => `/api/blocks/${w.provider.id}`,
    expect: [401, 200, 200, 400, 200, 403],
  },
  {
    op: 'POST /api/blocks',
    prepare: async (w) => ({ id: (await newClient(w.t)).id }),
    url: () => '/api/blocks',
    body: (_w, c) => ({ user_id: c.id }),
    expect: [401, 200, 200, 200, 200, 403],
  },
  {
    op: 'DELETE /api/blocks/:userId',
    // `client` blocked a fresh person: only it has a block to take back (others 404).
    prepare: async (w) => {
      const id = (await newClient(w.t)).id;
      await send(w.t, 'POST', '/api/blocks', w.client.token, { user_id: id });
      return { id };
    },
    url: (_w, c) => `/api/blocks/${c.id}`,
    expect: [401, 200, 404, 404, 404, 403],
  },
  {
    op: 'GET /api/admin/moderation/reports',
    url: () => '/api/admin/moderation/reports?limit=5',
    expect: ADMIN_ONLY,
  },
  {
    op: 'POST /api/admin/moderation/reports/:reportId/hide',
    prepare: async (w) => ({
      id: await reportOf(w, { target_kind: 'review', target_id: await reviewedOrder(w) }),
    }),
    url: (_w, c) => `/api/admin/moderation/reports/${c.id}/hide`,
    body: () => ({ reason: 'abuse', note: 'Matrix' }),
    expect: ADMIN_ONLY,
  },
  {
    op: 'POST /api/admin/moderation/reports/:reportId/dismiss',
    prepare: async (w) => ({
      id: await reportOf(w, { target_kind: 'user', target_id: (await newClient(w.t)).id }),
    }),
    url: (_w, c) => `/api/admin/moderation/reports/${c.id}/dismiss`,
    expect: ADMIN_ONLY,
  },
  {
    op: 'POST /api/admin/moderation/reports/:reportId/handle',
    prepare: async (w) => ({
      id: await reportOf(w, { target_kind: 'user', target_id: (await newClient(w.t)).id }),
    }),
    url: (_w, c) => `/api/admin/moderation/reports/${c.id}/handle`,
    expect: ADMIN_ONLY,
  },
];
