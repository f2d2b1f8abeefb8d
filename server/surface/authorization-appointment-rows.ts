import { book } from '../modules/appointments/appointments.repo';
import type { MatrixRow } from './authorization-matrix';
import type { World } from './authorization-world';

/** A new accepted order of `client` and `provider` with a booked time, a day ahead. */
export async function bookedOrder(w: World) {
  const requestId = await w.freshOrder();
  const starts_at = new Date(Date.now() + 24 * 3_600_000);
  await book(
    w.t.db,
    {
      request_id: requestId,
      sp_id: w.provider.id,
      client_id: w.client.id,
      starts_at,
      ends_at: new Date(starts_at.getTime() + 3_600_000),
      time_zone: 'Asia/Karachi',
    },
    new Date(),
  );
  return { requestId };
}

/** The provider's progress on its booked order (decision 0076): its own order's provider only. */
export const APPOINTMENT_ROWS: MatrixRow[] = [
  {
    op: 'POST /api/orders/:requestId/on-my-way',
    prepare: bookedOrder,
    url: (_w, c) => `/api/orders/${c.requestId}/on-my-way`,
    expect: [401, 403, 403, 200, 404, 403],
  },
  {
    op: 'POST /api/orders/:requestId/started',
    prepare: bookedOrder,
    url: (_w, c) => `/api/orders/${c.requestId}/started`,
    expect: [401, 403, 403, 200, 404, 403],
  },
];
