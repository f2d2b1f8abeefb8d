/** The list endpoints measured, each read as the probe (or the admin) that owns it. */
import type { Sessions } from './sessions';

export type Endpoint = {
  name: string;
  path: string;
  token: string;
  /** A paged list: how many items a body holds (like-for-like.ts evens the pages). */
  items?: (body: unknown) => number;
  /** false: measured for information, without the growth goal. */
  goal?: boolean;
};

type Page = { items: unknown[] };
const onPage = (body: unknown) => (body as Page).items.length;

/**
 * Tomorrow (UTC; the fill's evening slots are 17:00 in Karachi, the same day): the fill gives
 * most requests a slot in the week after each was filed, so the open ones fill tomorrow.
 */
const SLOT_DAY = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
/** A week ago: the probes' orders of the last 20 days are booked around it (bench/fill). */
const AGENDA_WEEK = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);

export function endpointsFor(s: Sessions): Endpoint[] {
  const { client, provider, admin } = s;
  const room = `room_${client.id}_${provider.id}`;
  return [
    { name: 'provider orders', path: `/api/sp/orders/${provider.id}`, token: provider.token },
    { name: 'provider summary', path: `/api/sp/summary/${provider.id}`, token: provider.token },
    { name: 'provider feed', path: `/api/getRequests/${provider.id}`, token: provider.token },
    // The feed by day (decision 0074): the day the fill gives most slots, and a day with none.
    {
      name: 'provider feed by day',
      path: `/api/getRequests/${provider.id}?day=${SLOT_DAY}`,
      token: provider.token,
    },
    {
      name: 'provider feed by empty day',
      path: `/api/getRequests/${provider.id}?day=2001-01-01`,
      token: provider.token,
    },
    // The agendas (decision 0078): a week of one person's appointments among every order's.
    {
      name: 'provider agenda week',
      path: `/api/agenda?from=${AGENDA_WEEK}&days=7`,
      token: provider.token,
    },
    {
      name: 'client agenda week',
      path: `/api/agenda?from=${AGENDA_WEEK}&days=7`,
      token: client.token,
    },
    { name: 'admin pending payments', path: '/api/getPendingPayments', token: admin.token },
    { name: 'chat messages', path: `/api/getMessages?room=${room}`, token: client.token },
    {
      name: 'chat heads',
      path: `/api/getChatHeads?user_id=${provider.id}&user_type=serviceproviders`,
      token: provider.token,
    },
    { name: 'client orders', path: `/api/client/orders/${client.id}`, token: client.token },
    { name: 'notifications', path: '/api/notifications', token: provider.token },
    // The admin's Numbers read only rollups (decision 0070): ~200k requests in the large
    // set's last 30 days must cost what the small set's ~200 do.
    { name: 'admin numbers 7 days', path: '/api/admin/numbers?days=7', token: admin.token },
    { name: 'admin numbers 30 days', path: '/api/admin/numbers?days=30', token: admin.token },
    { name: 'admin numbers 90 days', path: '/api/admin/numbers?days=90', token: admin.token },
    { name: 'admin numbers CSV', path: '/api/admin/numbers.csv?days=90', token: admin.token },
    // The users desk (decision 0068): everyone newest first, a name's start, an email's start
    // and a phone number, each a walk of its index.
    { name: 'admin users', path: '/api/admin/users', token: admin.token },
    { name: 'admin users by name', path: '/api/admin/users?q=a', token: admin.token },
    { name: 'admin users by email', path: '/api/admin/users?q=probe.c%40', token: admin.token },
    { name: 'admin users by phone', path: '/api/admin/users?q=0300%201234567', token: admin.token },
    // Price guides (decision 0083): ten services of a city, each guide kept for the day and
    // read by key (the first read of the day computes it from 90 days of counts).
    {
      name: 'price guides',
      path: '/api/price-guides?city_id=1&service_ids=1,2,3,4,5,6,7,8,9,10',
      token: client.token,
    },
    {
      name: 'reviews',
      path: `/api/client/viewSPreviews?sp_id=${provider.id}`,
      token: client.token,
    },
  ];
}

/**
 * The public pages' reads (issue 31): the directory, search, a service's pages and the probe
 * provider's public page, at the probe provider's city and first service. Read as a signed-in
 * client, as the pages read them for one.
 */
export async function publicEndpointsFor(baseUrl: string, s: Sessions): Promise<Endpoint[]> {
  const { client, provider } = s;
  const res = await fetch(`${baseUrl}/api/public/providers/${provider.id}`);
  if (res.status !== 200) throw new Error(`public provider page returned ${res.status}`);
  const page = (await res.json()) as {
    city_id: number;
    services: { service_id: number; service_name: string }[];
  };
  const service = page.services[0];
  if (!service) throw new Error('the probe provider offers no service');
  const word = encodeURIComponent(service.service_name.split(' ')[0] ?? service.service_name);
  const at = `service_id=${service.service_id}&city_id=${page.city_id}`;
  const read = (name: string, path: string, items?: Endpoint['items']): Endpoint => ({
    name,
    path,
    token: client.token,
    items,
  });
  return [
    read('directory', '/api/providers', onPage),
    read('directory by jobs', '/api/providers?sort=jobs', onPage),
    read('directory in a city, a service', `/api/providers?${at}`, onPage),
    read('search', `/api/search?q=${word}`),
    read('service page', `/api/public/services/${service.service_id}`),
    read(
      'landing page (service in a city)',
      `/api/public/services/${service.service_id}/${page.city_id}`,
      (body) => onPage((body as { providers: Page }).providers),
    ),
    read('public provider page', `/api/public/providers/${provider.id}`),
    read('public provider reviews', `/api/public/providers/${provider.id}/reviews`),
  ];
}

/** One read: the body's size, failing on anything but 200. */
export async function bodyBytes(baseUrl: string, e: Endpoint): Promise<number> {
  const res = await fetch(baseUrl + e.path, { headers: { authorization: `Bearer ${e.token}` } });
  const body = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${e.name}: GET ${e.path} returned ${res.status}`);
  return body.byteLength;
}
