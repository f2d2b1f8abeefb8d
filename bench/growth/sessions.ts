/** Logs the probe client, the probe provider and the admin in to one app server. */
import type { z } from 'zod';
import type { adminLoginResponse, LoginResponse } from '../../contracts/auth';
import { PROBE_PASSWORD, probeAccounts } from '../fill/probes';

export const ADMIN = { username: 'benchadmin', password: 'bench admin password' };

export type Session = { id: number; token: string };
export type Sessions = { client: Session; provider: Session; admin: Session };

async function post<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function login(baseUrl: string, key: 'client' | 'provider'): Promise<Session> {
  const account = probeAccounts.find((p) => p.key === key);
  if (!account) throw new Error(`no probe ${key}`);
  const res = await post<LoginResponse>(baseUrl, '/api/login', {
    email: account.email,
    password: PROBE_PASSWORD,
  });
  if (res.user_ID !== account.id)
    throw new Error(`probe ${key} is ${res.user_ID}, not ${account.id}`);
  return { id: res.user_ID, token: res.token };
}

export async function logIn(baseUrl: string): Promise<Sessions> {
  const admin = await post<z.infer<typeof adminLoginResponse>>(baseUrl, '/api/LoginAdmin', ADMIN);
  return {
    client: await login(baseUrl, 'client'),
    provider: await login(baseUrl, 'provider'),
    admin: { id: 0, token: admin.token },
  };
}
