/** The list endpoints measured, each read as the probe (or the admin) that owns it. */
import type { Sessions } from './sessions';

export type Endpoint = { name: string; path: string; token: string };

export function endpointsFor(s: Sessions): Endpoint[] {
  const { client, provider, admin } = s;
  const room = `room_${client.id}_${provider.id}`;
  return [
    { name: 'provider orders', path: `/api/sp/orders/${provider.id}`, token: provider.token },
    { name: 'provider summary', path: `/api/sp/summary/${provider.id}`, token: provider.token },
    { name: 'provider feed', path: `/api/getRequests/${provider.id}`, token: provider.token },
    { name: 'admin pending payments', path: '/api/getPendingPayments', token: admin.token },
    { name: 'chat messages', path: `/api/getMessages?room=${room}`, token: client.token },
    {
      name: 'chat heads',
      path: `/api/getChatHeads?user_id=${provider.id}&user_type=serviceproviders`,
      token: provider.token,
    },
    { name: 'client orders', path: `/api/client/orders/${client.id}`, token: client.token },
    { name: 'notifications', path: '/api/notifications', token: provider.token },
    {
      name: 'reviews',
      path: `/api/client/viewSPreviews?sp_id=${provider.id}`,
      token: client.token,
    },
  ];
}

/** One read: the body's size, failing on anything but 200. */
export async function bodyBytes(baseUrl: string, e: Endpoint): Promise<number> {
  const res = await fetch(baseUrl + e.path, { headers: { authorization: `Bearer ${e.token}` } });
  const body = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${e.name}: GET ${e.path} returned ${res.status}`);
  return body.byteLength;
}
