import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Ack } from '#contracts/socket-events';
import { fileRequest, newClient, newProvider, openChat } from '../../test/marketplace';
import { nextEvent, socketClients } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';

// 01:30 on 1 December in Karachi.
const NOW = new Date('2026-11-30T20:30:00Z');
let t: TestApp;
let url: string;
const { open, closeAll } = socketClients(() => url);
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { clock: () => NOW });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  closeAll();
  await t.close();
});

const emit = (socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<Ack<Record<string, unknown>>>;

const SLOT = { date: '2026-12-02', from: '18:00', to: '19:00' };
const SLOT_READ = {
  starts_at: '2026-12-02T13:00:00.000Z',
  ends_at: '2026-12-02T14:00:00.000Z',
  time_zone: 'Asia/Karachi',
};

it('the socket doors propose a time, carry it live, refuse a bad one, and book it on accept after asking about a clash', async () => {
  const sp = await newProvider(t);
  const ps = await open(sp.token);
  const booked = async () => {
    const client = await newClient(t);
    const requestId = await fileRequest(t, client);
    const room = await openChat(t, sp, client, requestId);
    return { requestId, room, cs: await open(client.token) };
  };

  const first = await booked();
  await emit(ps, 'join_room', { room: first.room });
  const bad = await emit(first.cs, 'service_request', {
    room: first.room,
    request_id: first.requestId,
    price: 900,
    slot: { ...SLOT, date: '2026-11-29' },
  });
  expect(bad).toMatchObject({ ok: false, error: { code: 'request.when_past_day' } });

  const heard = nextEvent<Record<string, unknown>>(ps, 'receive_service_request');
  const made = await emit(first.cs, 'service_request', {
    room: first.room,
    request_id: first.requestId,
    price: 900,
    slot: SLOT,
  });
  expect(made).toMatchObject({ ok: true, data: { slot: SLOT_READ } });
  expect((await heard).slot).toEqual(SLOT_READ);
  const accepted = await emit(ps, 'accept_service_request', {
    room: first.room,
    request_id: first.requestId,
    price: 900,
  });
  expect(accepted).toMatchObject({ ok: true, data: { status: 'accepted', slot: SLOT_READ } });

  // The same time in another chat: the provider's socket accept asks first.
  const second = await booked();
  await emit(second.cs, 'service_request', {
    room: second.room,
    request_id: second.requestId,
    price: 800,
    slot: SLOT,
  });
  const pin = { room: second.room, request_id: second.requestId, price: 800 };
  expect(await emit(ps, 'accept_service_request', pin)).toMatchObject({
    ok: false,
    error: { code: 'offer.slot_clash', params: { request_id: first.requestId } },
  });
  expect(await emit(ps, 'accept_service_request', { ...pin, confirm_clash: true })).toMatchObject({
    ok: true,
    data: { status: 'accepted' },
  });
  const rows = await t.db
    .selectFrom('appointments')
    .select('request_id')
    .where('sp_id', '=', sp.id)
    .orderBy('request_id')
    .execute();
  expect(rows.map((r) => r.request_id)).toEqual([first.requestId, second.requestId]);
});
