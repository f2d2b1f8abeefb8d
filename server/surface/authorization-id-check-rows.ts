import { checkIdOf, cnicForm, cnicJpeg, submitCnic } from '../test/id-checks';
import { newProvider } from '../test/marketplace';
import type { MatrixRow } from './authorization-matrix';
import type { World } from './authorization-world';

const OWN = [401, 403, 403, 200, 200, 403] as const;
const ADMIN_ONLY = [401, 403, 403, 403, 403, 200] as const;

/** A new provider's pending CNIC check; answers its id. */
async function pendingCheck(w: World): Promise<{ id: number }> {
  const sp = await newProvider(w.t);
  await submitCnic(w.t, sp);
  return { id: await checkIdOf(w.t, sp.id) };
}

/**
 * The matrix rows of CNIC checks (decision 0066): each provider sends and reads its own; the
 * queue, the images and the decision are the admin's alone (no provider, not even the owner
 * of the card, fetches an image back).
 */
export const ID_CHECK_ROWS: MatrixRow[] = [
  {
    op: 'GET /api/service-provider/id-check',
    url: () => '/api/service-provider/id-check',
    expect: OWN,
  },
  {
    op: 'POST /api/service-provider/id-check',
    url: () => '/api/service-provider/id-check',
    body: async () => cnicForm(await cnicJpeg(), await cnicJpeg()),
    expect: OWN,
  },
  { op: 'GET /api/admin/id-checks', url: () => '/api/admin/id-checks', expect: ADMIN_ONLY },
  {
    op: 'GET /api/admin/id-checks/:checkId/:side',
    prepare: pendingCheck,
    url: (_w, c) => `/api/admin/id-checks/${c.id}/front`,
    expect: ADMIN_ONLY,
  },
  {
    op: 'POST /api/admin/id-checks/:checkId/decision',
    prepare: pendingCheck,
    url: (_w, c) => `/api/admin/id-checks/${c.id}/decision`,
    body: () => ({ decision: 'reject', reason: 'unreadable', note: 'Matrix' }),
    expect: ADMIN_ONLY,
  },
];
