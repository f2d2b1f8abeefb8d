import { afterAll, beforeAll, expect, it } from 'vitest';
import { get, post } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_CLIENT, DEMO_PASSWORD, DEMO_PROVIDER, seedDemoData } from './demo-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (email: string) =>
  (await post(t, '/api/login', { email, password: DEMO_PASSWORD })).json();

it('seeds a demo client and provider once, with something on every screen', async () => {
  expect(await seedDemoData(t.db)).toBe(true);
  expect(await seedDemoData(t.db)).toBe(false);

  const client = await login(DEMO_CLIENT);
  const orders = (await get(t, `/api/client/orders/${client.user_ID}`, client.token)).json();
  expect(orders.map((o: { status: string }) => o.status).sort()).toEqual([
    'accepted',
    'completed',
    'completed',
    'pending',
  ]);

  const sp = await login(DEMO_PROVIDER);
  expect(sp.first_time_login).not.toBe('First time login');
  const [head] = (await get(t, '/api/getChatHeads', sp.token)).json();
  const messages = (await get(t, `/api/getMessages?room=${head.room}`, sp.token)).json();
  expect(messages.at(-1)).toMatchObject({
    type: 'service_request',
    status: 'pending',
    price: 3000,
  });
  const summary = (await get(t, `/api/sp/summary/${sp.user_ID}`, sp.token)).json();
  expect(summary).toMatchObject({ averageRating: 4.5, reviewCount: 2 });
});
