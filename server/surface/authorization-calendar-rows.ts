import { book } from '../modules/appointments/appointments.repo';
import { send } from '../test/factories';
import type { MatrixRow } from './authorization-matrix';
import type { World } from './authorization-world';

const OWN = [401, 200, 200, 200, 200, 403] as const;
const PUBLIC_OK = [200, 200, 200, 200, 200, 200] as const;

/** A new order of `client` with `provider`, booked tomorrow. */
async function bookedOrder(w: World): Promise<number> {
  const requestId = await w.freshOrder();
  const starts = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await book(
    w.t.db,
    {
      request_id: requestId,
      sp_id: w.provider.id,
      client_id: w.client.id,
      starts_at: starts,
      ends_at: new Date(starts.getTime() + 60 * 60 * 1000),
      time_zone: 'Asia/Karachi',
    },
    new Date(),
  );
  return requestId;
}

/** Makes `token`'s calendar feed; answers its URL's path. */
async function madeFeed(w: World, token: string): Promise<string> {
  const res = await send(w.t, 'POST', '/api/account/calendar-feed', token);
  if (res.statusCode !== 201) throw new Error(`calendar feed failed: ${res.body}`);
  return new URL(res.json().url as string).pathname;
}

/**
 * The matrix rows of calendars (decision 0079): an appointment's file for its two parties
 * (a stranger is told nothing exists), each user's own feed link, and the feed itself, whose
 * token is its only credential.
 */
export const CALENDAR_ROWS: MatrixRow[] = [
  {
    op: 'GET /api/orders/:requestId/appointment.ics',
    prepare: async (w) => ({ requestId: await bookedOrder(w) }),
    url: (_w, c) => `/api/orders/${c.requestId}/appointment.ics`,
    expect: [401, 200, 404, 200, 404, 403],
  },
  { op: 'GET /api/account/calendar-feed', url: () => '/api/account/calendar-feed', expect: OWN },
  {
    op: 'POST /api/account/calendar-feed',
    url: () => '/api/account/calendar-feed',
    expect: [401, 201, 201, 201, 201, 403],
  },
  {
    op: 'DELETE /api/account/calendar-feed',
    prepare: async (w) => {
      for (const user of Object.values(w.users)) await madeFeed(w, user.token);
      return {};
    },
    url: () => '/api/account/calendar-feed',
    expect: OWN,
  },
  {
    op: 'GET /api/calendar-feed/:file',
    prepare: async (w) => ({ token: await madeFeed(w, w.client.token) }),
    url: (_w, c) => c.token ?? '',
    expect: PUBLIC_OK,
  },
];
