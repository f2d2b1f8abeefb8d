import { multipart } from '../test/multipart';
import type { MatrixRow } from './authorization-matrix';
import { png } from './authorization-world';

const ADMIN_ONLY = [401, 403, 403, 403, 403, 200] as const;

/** The matrix rows of disputes: the parties open and discuss them, the admin resolves them. */
export const DISPUTE_ROWS: MatrixRow[] = [
  {
    // Each party opens a dispute on an order of its own.
    op: 'POST /api/orders/:requestId/disputes',
    prepare: async (w) => ({ requestId: await w.freshOrder(), id: await w.freshOrder() }),
    url: (_w, c, actor) => `/api/orders/${actor === 'provider' ? c.id : c.requestId}/disputes`,
    body: () => multipart({ reason: 'Matrix' }, png('evidence')),
    expect: [401, 200, 404, 200, 404, 403],
  },
  {
    op: 'GET /api/orders/:requestId/disputes',
    prepare: (w) => w.freshDispute(),
    url: (_w, c) => `/api/orders/${c.requestId}/disputes`,
    expect: [401, 200, 404, 200, 404, 200],
  },
  {
    op: 'POST /api/disputes/:disputeId/statements',
    prepare: (w) => w.freshDispute(),
    url: (_w, c) => `/api/disputes/${c.id}/statements`,
    body: () => ({ text: 'Matrix statement' }),
    expect: [401, 200, 404, 200, 404, 403],
  },
  {
    op: 'GET /api/disputes/:disputeId/evidence',
    prepare: (w) => w.freshDispute(),
    url: (_w, c) => `/api/disputes/${c.id}/evidence`,
    expect: [401, 200, 404, 200, 404, 200],
  },
  { op: 'GET /api/admin/disputes', url: () => '/api/admin/disputes', expect: ADMIN_ONLY },
  { op: 'GET /api/admin/stale-orders', url: () => '/api/admin/stale-orders', expect: ADMIN_ONLY },
  {
    op: 'GET /api/admin/disputes/:disputeId',
    prepare: (w) => w.freshDispute(),
    url: (_w, c) => `/api/admin/disputes/${c.id}`,
    expect: ADMIN_ONLY,
  },
  {
    op: 'POST /api/admin/disputes/:disputeId/resolve',
    prepare: (w) => w.freshDispute(),
    url: (_w, c) => `/api/admin/disputes/${c.id}/resolve`,
    body: () => ({ outcome: 'completed', note: 'Matrix' }),
    expect: ADMIN_ONLY,
  },
  {
    op: 'POST /api/admin/orders/:requestId/resolve',
    prepare: async (w) => ({ requestId: await w.staleOrder() }),
    url: (_w, c) => `/api/admin/orders/${c.requestId}/resolve`,
    body: () => ({ outcome: 'cancelled', note: 'Matrix' }),
    expect: ADMIN_ONLY,
  },
];
