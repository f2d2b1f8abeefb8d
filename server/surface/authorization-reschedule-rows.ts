import { addDays, localDayOf } from '#contracts/time-zones';
import { post } from '../test/factories';
import { bookedOrder } from './authorization-appointment-rows';
import type { Ctx, MatrixRow } from './authorization-matrix';
import type { ActorName, World } from './authorization-world';

const ZONE = 'Asia/Karachi';

/** A time five days ahead, in Karachi: never the booked one, never past. */
const newTime = () => ({
  date: addDays(localDayOf(new Date(), ZONE), 5),
  from: '10:00',
  to: '11:00',
});

/** Two booked orders: each party succeeds on its own (`requestId` the client's, `id` the provider's). */
async function twoBooked(w: World): Promise<Partial<Ctx>> {
  const clients = await bookedOrder(w);
  const providers = await bookedOrder(w);
  return { requestId: clients.requestId, id: providers.requestId };
}
const ownOrder = (c: Ctx, actor: ActorName) => (actor === 'provider' ? c.id : c.requestId);

/** A booked order with the client's open proposal (`id` the proposal). */
async function proposed(w: World): Promise<Partial<Ctx>> {
  const { requestId } = await bookedOrder(w);
  const res = await post(w.t, `/api/orders/${requestId}/reschedule`, newTime(), w.client.token);
  if (res.statusCode !== 200) throw new Error(`proposal failed: ${res.body}`);
  return { requestId, id: res.json().reschedules[0].change_id as number };
}

/**
 * Rescheduling and cancelling a booked job (decision 0077): the order's two parties only; the
 * proposer withdraws, the other party accepts or declines.
 */
export const RESCHEDULE_ROWS: MatrixRow[] = [
  {
    op: 'POST /api/orders/:requestId/reschedule',
    prepare: twoBooked,
    url: (_w, c, actor) => `/api/orders/${ownOrder(c, actor)}/reschedule`,
    body: () => newTime(),
    expect: [401, 200, 404, 200, 404, 403],
  },
  {
    op: 'POST /api/orders/:requestId/reschedule/:changeId/accept',
    prepare: proposed,
    url: (_w, c) => `/api/orders/${c.requestId}/reschedule/${c.id}/accept`,
    expect: [401, 403, 404, 200, 404, 403],
  },
  {
    op: 'POST /api/orders/:requestId/reschedule/:changeId/decline',
    prepare: proposed,
    url: (_w, c) => `/api/orders/${c.requestId}/reschedule/${c.id}/decline`,
    expect: [401, 403, 404, 200, 404, 403],
  },
  {
    op: 'POST /api/orders/:requestId/reschedule/:changeId/withdraw',
    prepare: proposed,
    url: (_w, c) => `/api/orders/${c.requestId}/reschedule/${c.id}/withdraw`,
    expect: [401, 200, 404, 403, 404, 403],
  },
  {
    op: 'POST /api/orders/:requestId/cancel',
    prepare: twoBooked,
    url: (_w, c, actor) => `/api/orders/${ownOrder(c, actor)}/cancel`,
    expect: [401, 200, 404, 200, 404, 403],
  },
];
