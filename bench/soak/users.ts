/**
 * The simulated population, made through the real API: providers spread over every
 * (city, category) pair offering all of that category's services, and clients each with a
 * chat opened by a provider of their pair (from a request in that provider's feed).
 */
import type { LoginResponse } from '../../contracts/auth';
import type { Category, City, Service } from '../../contracts/catalog';
import type { ChatHead } from '../../contracts/chat';
import type { HttpClient } from './http';

export type Group = { cityId: number; categoryId: number; serviceIds: number[] };
export type Client = { id: number; token: string; group: Group; room: string };
export type Provider = { id: number; token: string; group: Group; rooms: string[] };
export type World = { categoryIds: number[]; clients: Client[]; providers: Provider[] };

const PASSWORD = 'soak test password';
const PARALLEL = 8;
const runId = `${process.pid}.${Date.now()}`;

export const pick = <T>(list: readonly T[]): T => {
  const item = list[Math.floor(Math.random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

export function requestForm(group: Group) {
  return {
    description: 'The kitchen tap drips all night and the floor is wet',
    city_id: group.cityId,
    address: '5 Canal View',
    service_id: pick(group.serviceIds),
  };
}

/** Runs `make(i)` for i in [0, count) with at most PARALLEL at a time, in order of i. */
async function inParallel<T>(count: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) out[i] = await make(i);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, count) }, worker));
  return out;
}

async function signUp(http: HttpClient, role: 'client' | 'sp', form: Record<string, unknown>) {
  const email = `soak.${role}.${runId}.${Math.random().toString(36).slice(2)}@example.com`;
  const body = { ...form, email, password: PASSWORD, terms: true };
  await http.json({ method: 'POST', path: `/api/register/${role}`, body }, 201);
  const login = await http.json<LoginResponse>({
    method: 'POST',
    path: '/api/login',
    body: { email, password: PASSWORD },
  });
  return { id: login.user_ID, token: login.token };
}

export async function buildWorld(
  http: HttpClient,
  counts: { clients: number; providers: number },
): Promise<World> {
  const cities = await http.json<City[]>({ method: 'GET', path: '/api/cities' });
  const categories = await http.json<Category[]>({ method: 'GET', path: '/api/categories' });
  const groups: Group[] = [];
  for (const category of categories) {
    const services = await http.json<Service[]>({
      method: 'GET',
      path: `/api/services/${category.category_id}`,
    });
    if (services.length === 0) continue;
    for (const city of cities) {
      groups.push({
        cityId: city.city_id,
        categoryId: category.category_id,
        serviceIds: services.map((s) => s.service_id),
      });
    }
  }
  // Every group needs a provider, so that each client's chat partner shares its group.
  groups.splice(counts.providers);
  const groupOf = (i: number) => groups[i % groups.length] as Group;

  const providers = await inParallel(counts.providers, async (i): Promise<Provider> => {
    const group = groupOf(i);
    const user = await signUp(http, 'sp', {
      firstName: 'Bilal',
      lastName: `Raza${i}`,
      phone: '03001234567',
      address: '12 Mall Road',
      city_id: group.cityId,
      gender: 'male',
      dob: '1990-04-12',
      tips: false,
    });
    const services = group.serviceIds.map((serviceId) => ({ serviceId, available: true }));
    await http.json({
      method: 'POST',
      path: '/api/service-provider/preferences',
      token: user.token,
      body: { services },
    });
    return { ...user, group, rooms: [] };
  });

  const clients = await inParallel(counts.clients, async (i): Promise<Client> => {
    const group = groupOf(i);
    const user = await signUp(http, 'client', { name: `Ayesha Khan ${i}` });
    const filed = await http.json<{ result: number }>({
      method: 'POST',
      path: '/api/servicerequestform',
      token: user.token,
      body: requestForm(group),
    });
    const sp = providers[i % groups.length] ?? pick(providers);
    const head = await http.json<ChatHead>({
      method: 'POST',
      path: '/api/createORupdateChatHead',
      token: sp.token,
      body: { client_id: user.id, request_id: filed.result },
    });
    sp.rooms.push(head.room);
    return { ...user, group, room: head.room };
  });

  return { categoryIds: categories.map((c) => c.category_id), clients, providers };
}
