import type { Ctx } from './authorization-matrix';
import type { World } from './authorization-world';

/** An event's expected ack: 'ok', an error code, or 'refused' (no socket for this actor). */
type Ack = 'ok' | 'refused' | 'forbidden' | 'unauthorized';

export type SocketMatrixRow = {
  event: string;
  payload: (w: World, c: Ctx) => unknown;
  prepare?: (w: World) => Promise<Partial<Ctx>>;
  expect: readonly [Ack, Ack, Ack, Ack, Ack, Ack];
};

/** Anonymous and admin sockets are refused at the handshake. */
export const SOCKET_MATRIX: SocketMatrixRow[] = [
  {
    event: 'join_room',
    payload: (w) => ({ room: w.room }),
    expect: ['refused', 'ok', 'forbidden', 'ok', 'forbidden', 'refused'],
  },
  {
    // Leaving a room one is not in changes nothing, so anyone may ask.
    event: 'leave_room',
    payload: (w) => ({ room: w.room }),
    expect: ['refused', 'ok', 'ok', 'ok', 'ok', 'refused'],
  },
  {
    event: 'mark_read',
    payload: (w) => ({ room: w.room, message_id: 1 }),
    expect: ['refused', 'ok', 'forbidden', 'ok', 'forbidden', 'refused'],
  },
  {
    event: 'typing',
    payload: (w) => ({ room: w.room }),
    expect: ['refused', 'ok', 'forbidden', 'ok', 'forbidden', 'refused'],
  },
  {
    event: 'client_send_message',
    payload: (w) => ({ room: w.room, message_text: 'matrix over the socket' }),
    expect: ['refused', 'ok', 'forbidden', 'forbidden', 'forbidden', 'refused'],
  },
  {
    event: 'sp_send_message',
    payload: (w) => ({ room: w.room, message_text: 'matrix over the socket' }),
    expect: ['refused', 'forbidden', 'forbidden', 'ok', 'forbidden', 'refused'],
  },
  {
    event: 'service_request',
    payload: (w) => ({ room: w.room, request_id: w.pending, price: 1100 }),
    expect: ['refused', 'ok', 'forbidden', 'forbidden', 'forbidden', 'refused'],
  },
  {
    event: 'cancel_service_request',
    prepare: (w) => w.openOffer(),
    payload: (_w, c) => ({ room: c.room, request_id: c.requestId }),
    expect: ['refused', 'ok', 'forbidden', 'forbidden', 'forbidden', 'refused'],
  },
  {
    event: 'accept_service_request',
    prepare: (w) => w.openOffer(),
    payload: (_w, c) => ({ room: c.room, request_id: c.requestId, offer_id: c.id }),
    expect: ['refused', 'forbidden', 'forbidden', 'ok', 'forbidden', 'refused'],
  },
];
