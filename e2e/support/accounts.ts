import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { e2eAdmin, e2eDataDir } from './e2e-env';

let counter = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${process.pid}.${++counter}@example.com`;

export const PASSWORD = 'correct horse battery';

export async function createClient(request: APIRequestContext, name = 'Ayesha Khan') {
  const email = uniqueEmail('client');
  const res = await request.post('/api/register/client', {
    data: { name, email, password: PASSWORD, terms: true },
  });
  expect(res.status()).toBe(201);
  return { email, password: PASSWORD, name };
}

export async function createProvider(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
) {
  const email = uniqueEmail('sp');
  const res = await request.post('/api/register/sp', {
    data: {
      firstName: 'Bilal',
      lastName: 'Raza',
      email,
      password: PASSWORD,
      phone: '03001234567',
      address: '12 Mall Road',
      city_id: 2,
      gender: 'male',
      dob: '1990-04-12',
      tips: false,
      terms: true,
      ...overrides,
    },
  });
  expect(res.status()).toBe(201);
  return { email, password: PASSWORD };
}

/** Logs in through the API and puts the session where the app keeps it. */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  const res = await page.request.post('/api/login', { data: account });
  expect(res.status()).toBe(200);
  const body = await res.json();
  await page.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user_ID', String(s.user_ID));
    localStorage.setItem('usertype', s.role);
  }, body);
  return body as { token: string; user_ID: number; role: string };
}

/** Signs the page in as the admin (the token where the admin pages keep it). */
export async function signInAsAdmin(page: Page) {
  const res = await page.request.post('/api/LoginAdmin', { data: e2eAdmin });
  expect(res.status()).toBe(200);
  const { token } = await res.json();
  await page.addInitScript((t) => localStorage.setItem('adminToken', t), token);
}

/** The newest reset link mailed to `email`, read from the server's outbox (.eml files). */
export async function resetLinkFor(email: string): Promise<string> {
  const outbox = path.join(e2eDataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(() => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
      for (const file of files.reverse()) {
        const raw = fs
          .readFileSync(path.join(outbox, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        if (!raw.includes(`To: ${email}`)) continue;
        link = /https?:\/\/\S+\/resetpassword\?[^\s"<]+/.exec(raw)?.[0].replace(/&amp;/g, '&');
        if (link) return true;
      }
      return false;
    })
    .toBe(true);
  return link as string;
}
