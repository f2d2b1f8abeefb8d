/**
 * The bench's users. One client registers through the API (one argon2 hash); the others are
 * inserted with SQL reusing that hash, and every one logs in through `POST /api/login`, so
 * each token is one the app issued. Chat heads are inserted directly (room_<client>_<sp>).
 */
import type { LoginResponse } from '../../contracts/auth';
import { roomOf } from '../../contracts/chat';
import type { BenchDatabase } from './database';
import { inParallel } from './parallel';
import { LOGIN_PARALLEL } from './settings';

export type Role = 'clients' | 'serviceproviders';
export type User = { id: number; role: Role; token: string };
export type Pair = { room: string; client: User; provider: User };

const PASSWORD = 'realtime bench password';
const runTag = `${process.pid}${Date.now().toString(36)}`;

async function post<T>(url: string, body: unknown, status = 200): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== status) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The argon2 hash of PASSWORD, as the app makes it (from one account registered by the API). */
async function passwordHash(baseUrl: string, db: BenchDatabase): Promise<string> {
  const email = `rt.hash.${runTag}@example.com`;
  const form = { name: 'Hash Donor', email, password: PASSWORD, terms: true };
  await post(`${baseUrl}/api/register/client`, form, 201);
  const { rows } = await db.pool.query<{ password_hash: string }>(
    'select password_hash from accounts where email = $1',
    [email],
  );
  const hash = rows[0]?.password_hash;
  if (!hash) throw new Error('registered account not found');
  return hash;
}

type Row = { id: number; email: string };

async function insertClients(db: BenchDatabase, hash: string, n: number): Promise<Row[]> {
  const { rows } = await db.pool.query<Row>(
    `with a as (
       insert into accounts (role, email, password_hash)
       select 'clients', 'rt.c.' || g || '.' || $3 || '@example.com', $1
       from generate_series(1, $2::int) g
       returning id, email),
     c as (insert into clients (client_id, name, terms_accepted_at)
       select id, 'Bench Client ' || id, now() from a)
     select id, email from a order by id`,
    [hash, n, runTag],
  );
  return rows;
}

async function insertProviders(db: BenchDatabase, hash: string, n: number): Promise<Row[]> {
  const { rows } = await db.pool.query<Row>(
    `with a as (
       insert into accounts (role, email, password_hash)
       select 'serviceproviders', 'rt.p.' || g || '.' || $3 || '@example.com', $1
       from generate_series(1, $2::int) g
       returning id, email),
     p as (insert into service_providers
         (sp_id, first_name, last_name, phone, address, city_id, gender, dob, terms_accepted_at)
       select id, 'Bench', 'Provider ' || id, '03001234567', '12 Mall Road',
         (select min(city_id) from cities), 'male', '1990-04-12', now() from a)
     select id, email from a order by id`,
    [hash, n, runTag],
  );
  return rows;
}

async function logIn(baseUrl: string, rows: Row[], role: Role): Promise<User[]> {
  return inParallel(rows.length, LOGIN_PARALLEL, async (i) => {
    const row = rows[i] as Row;
    const body = { email: row.email, password: PASSWORD };
    const login = await post<LoginResponse>(`${baseUrl}/api/login`, body);
    if (login.user_ID !== row.id) throw new Error(`login of ${row.email} answered another user`);
    return { id: row.id, role, token: login.token };
  });
}

/** `clients` and `providers` new users, logged in. */
export async function makeUsers(
  baseUrl: string,
  db: BenchDatabase,
  counts: { clients: number; providers: number },
): Promise<{ clients: User[]; providers: User[] }> {
  const hash = await passwordHash(baseUrl, db);
  const clientRows = await insertClients(db, hash, counts.clients);
  const providerRows = await insertProviders(db, hash, counts.providers);
  const clients = await logIn(baseUrl, clientRows, 'clients');
  const providers = await logIn(baseUrl, providerRows, 'serviceproviders');
  return { clients, providers };
}

/** Opens the chat of each (client, provider) pair: chat_heads rows, as the app names them. */
export async function openChats(
  db: BenchDatabase,
  pairs: { client: User; provider: User }[],
): Promise<Pair[]> {
  const withRooms = pairs.map((p) => ({ ...p, room: roomOf(p.client.id, p.provider.id) }));
  await db.pool.query(
    `insert into chat_heads (room, client_id, sp_id)
     select 'room_' || c || '_' || s, c, s from unnest($1::int[], $2::int[]) as t(c, s)`,
    [withRooms.map((p) => p.client.id), withRooms.map((p) => p.provider.id)],
  );
  return withRooms;
}
