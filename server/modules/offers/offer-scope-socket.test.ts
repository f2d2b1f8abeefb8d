import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Ack } from '#contracts/socket-events';
import { fileRequest, newClient, newProvider, openChat } from '../../test/marketplace';
import { socketClients } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let url: string;
const { open, closeAll } = socketClients(() => url);
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  closeAll();
  await t.close();
});

const emit = (socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<Ack<Record<string, unknown>>>;

it('the socket’s service_request takes a scope, and refuses a bad one with its code', async () => {
  const client = await newClient(t);
  const sp = await newProvider(t);
  const requestId = await fileRequest(t, client);
  const room = await openChat(t, sp, client, requestId);
  const cs = await open(client.token);
  const base = { room, request_id: requestId, price: 900 };

  const long = await emit(cs, 'service_request', { ...base, included: 'x'.repeat(501) });
  expect(long).toMatchObject({ ok: false, error: { code: 'offer.scope_too_long' } });
  const short = await emit(cs, 'service_request', { ...base, duration_minutes: 5 });
  expect(short).toMatchObject({ ok: false, error: { code: 'offer.duration_out_of_range' } });

  const made = await emit(cs, 'service_request', {
    ...base,
    included: ' Parts only ',
    duration_minutes: 60,
  });
  expect(made).toMatchObject({
    ok: true,
    data: { scope: { included: 'Parts only', duration_minutes: 60 }, changed: null },
  });
  const stored = await t.db
    .selectFrom('offers')
    .select(['included', 'duration_minutes'])
    .where('request_id', '=', requestId)
    .execute();
  expect(stored).toEqual([{ included: 'Parts only', duration_minutes: 60 }]);
});
