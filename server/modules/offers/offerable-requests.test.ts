import { afterAll, beforeAll, expect, it } from 'vitest';
import { get, post } from '../../test/factories';
import {
  chatAboutRequest,
  DRAIN_CLEANING,
  fileRequest,
  KARACHI,
  newClient,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

// Walkthrough L1: the chat's offer form lists the client's pending requests; those the chat's
// provider cannot take (another city, a service it does not offer) must not be offered there.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const offerable = (token: string, room: string, ids: number[]) =>
  get(t, `/api/chat-heads/${room}/offerable-requests?request_ids=${ids.join(',')}`, token);

it('answers which of the client’s requests fit the chat’s provider: its city and services', async () => {
  const { client, sp, requestId, room } = await chatAboutRequest(t);
  const karachi = await fileRequest(t, client, { city_id: KARACHI });
  const otherService = await fileRequest(t, client, { service_id: DRAIN_CLEANING });
  const someoneElses = await fileRequest(t, await newClient(t));

  const res = await offerable(client.token, room, [requestId, karachi, otherService, someoneElses]);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ request_ids: [requestId] });

  // The same rule refuses an offer of one left out.
  const refused = await post(
    t,
    '/api/saveRequestMessage',
    { room, request_id: karachi, price: 1000 },
    client.token,
  );
  expect(refused.statusCode).toBe(409);

  // Only the chat's client asks; a bad id list is a 400.
  expect((await offerable(sp.token, room, [requestId])).statusCode).toBe(403);
  expect((await offerable(client.token, room, [])).statusCode).toBe(400);
  expect(
    (await get(t, `/api/chat-heads/${room}/offerable-requests?request_ids=1,x`, client.token))
      .statusCode,
  ).toBe(400);
});
