import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { SIGNED_IN_COOKIE } from '../../contracts/rendered-pages';
import type { Language } from '../../locales/languages';
import { e2eAdmin, e2eDataDir, e2ePort } from './e2e-env';
import { e2eLanguage, t } from './i18n';

let counter = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${process.pid}.${++counter}@example.com`;

export const PASSWORD = 'correct horse battery';

export async function createClient(
  request: APIRequestContext,
  name = 'Ayesha Khan',
  language: Language = e2eLanguage,
) {
  const email = uniqueEmail('client');
  const res = await request.post('/api/register/client', {
    // The account reads the run's language, as one made from the app in it does.
    data: { name, email, password: PASSWORD, terms: true, language },
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
      language: e2eLanguage,
      ...overrides,
    },
  });
  expect(res.status()).toBe(201);
  return { email, password: PASSWORD };
}

/**
 * Waits for the login page itself, not only its address: the router changes the address before
 * React draws the page (in a transition), so text typed in between lands in the page before it.
 */
export async function expectLoginPage(page: Page) {
  await expect(page).toHaveURL(/\/Login$/);
  await expect(page.getByRole('heading', { name: t('auth.login.title') })).toBeVisible();
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
  // What the app's login keeps for the server too: pages are drawn by the app (decision 0092).
  await page
    .context()
    .addCookies([{ name: SIGNED_IN_COOKIE, value: '1', url: `http://127.0.0.1:${e2ePort}` }]);
  return body as { token: string; user_ID: number; role: string };
}

/** Signs the page in as the admin (the token where the admin pages keep it). */
export async function signInAsAdmin(page: Page) {
  const res = await page.request.post('/api/LoginAdmin', { data: e2eAdmin });
  expect(res.status()).toBe(200);
  const { token } = await res.json();
  await page.addInitScript((t) => localStorage.setItem('adminToken', t), token);
}

/**
 * A mail's text as it reads: the bodies of its parts decoded (quoted-printable, or base64 as
 * nodemailer sends an Urdu mail), after its headers.
 */
function readableMail(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]*/);
  return parts
    .map((part) => {
      const split = /\r?\n\r?\n/.exec(part);
      if (!split) return part;
      const head = part.slice(0, split.index);
      const body = part.slice(split.index + split[0].length);
      if (/content-transfer-encoding:\s*base64/i.test(head)) {
        return `${head}\n\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
      }
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
            String.fromCharCode(Number.parseInt(hex, 16)),
          );
        return `${head}\n\n${Buffer.from(bytes, 'latin1').toString('utf8')}`;
      }
      return part;
    })
    .join('\n');
}

/**
 * The newest mail to `email` that `accept` takes, read from the server's outbox (.eml files):
 * its headers and its parts' bodies decoded, whatever language it is in. Waits the expect
 * timeout, or `timeout` ms (a notification email waits for the outbox's minute).
 */
export async function mailTo(
  email: string,
  accept: (mail: string) => boolean = () => true,
  timeout?: number,
): Promise<string> {
  const outbox = path.join(e2eDataDir, 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
        for (const file of files.reverse()) {
          const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
          if (!raw.includes(`To: ${email}`)) continue;
          const mail = readableMail(raw);
          if (accept(mail)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout },
    )
    .toBe(true);
  return found as string;
}

const linkIn = (mail: string, pattern: RegExp): string =>
  (pattern.exec(mail)?.[0] ?? '').replace(/&amp;/g, '&');

/**
 * The newest link matching `pattern` in a mail to `email`. With `not`, waits for a mail whose
 * link differs from it: a second mail may reach the outbox after the page already said it went.
 */
export async function linkMailedTo(email: string, pattern: RegExp, not?: string): Promise<string> {
  const mail = await mailTo(email, (m) => pattern.test(m) && linkIn(m, pattern) !== not);
  return linkIn(mail, pattern);
}

/** The newest one-time sign-in code mailed to `email`. */
export const loginCodeFor = (email: string): Promise<string> => linkMailedTo(email, /\b\d{6}\b/);

/** The newest reset link mailed to `email`; with `not`, the first one other than it. */
export const resetLinkFor = (email: string, not?: string): Promise<string> =>
  linkMailedTo(email, /https?:\/\/\S+\/resetpassword\?[^\s"<]+/, not);
