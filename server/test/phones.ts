import fs from 'node:fs';
import path from 'node:path';
import type { User } from './marketplace';
import type { TestApp } from './test-app';

let addresses = 0;
/** A fresh client address each call, so no test spends another's per-address budget. */
export const nextAddress = () =>
  `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${++addresses & 255}`;

/** A valid mobile number no other test uses (E.164 and as typed locally). */
let numbers = 0;
export function uniqueMobile() {
  const rest = String((process.pid * 1000 + ++numbers) % 10_000_000).padStart(7, '0');
  return { e164: `+92345${rest}`, local: `0345-${rest}` };
}

/** The SMS texts the development sender wrote for a number, oldest first. */
export function textsTo(t: TestApp, e164: string) {
  const outbox = path.join(t.config.dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
  return files
    .filter((f) => f.endsWith('.sms.json'))
    .map(
      (f) =>
        JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as {
          to: string;
          kind: string;
          language: string;
          text: string;
          params: string[];
          reference: string;
        },
    )
    .filter((m) => m.to === e164)
    .sort((a, b) => Number(a.reference.split(':')[1]) - Number(b.reference.split(':')[1]));
}

/** The newest code texted to a number. */
export function lastCodeTo(t: TestApp, e164: string): string {
  const code = textsTo(t, e164).at(-1)?.params[0];
  if (!code) throw new Error(`no code was texted to ${e164}`);
  return code;
}

/** The phone routes as one user, each from a fresh address unless told. */
export function phoneCalls(t: TestApp) {
  const headers = (address: string) => ({ 'x-forwarded-for': address });
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    user: User,
    body?: Record<string, unknown>,
    address = nextAddress(),
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${user.token}`, ...headers(address) },
      ...(body ? { payload: body } : {}),
    });
  return {
    state: (user: User) => call('GET', '/api/account/phone', user),
    start: (user: User, body: Record<string, unknown>, address?: string) =>
      call('POST', '/api/account/phone', user, body, address),
    resend: (user: User, address?: string) =>
      call('POST', '/api/account/phone/resend', user, undefined, address),
    verify: (user: User, code: string) => call('POST', '/api/account/phone/verify', user, { code }),
    remove: (user: User, body: Record<string, unknown>) =>
      call('DELETE', '/api/account/phone', user, body),
    /** Adds and verifies the number; throws when a step is refused. */
    async verifyNumber(user: User, e164: string, password?: string) {
      const started = await this.start(user, { phone: e164, ...(password ? { password } : {}) });
      if (started.statusCode !== 200) throw new Error(`start failed: ${started.body}`);
      const done = await this.verify(user, lastCodeTo(t, e164));
      if (done.statusCode !== 200) throw new Error(`verify failed: ${done.body}`);
    },
  };
}

/** Keeps a test from sending before its codes' brakes allow. */
export const PHONE_WAIT_MS = 61_000;

/** A file's movable clock. */
export function movableClock() {
  let now = new Date();
  return {
    clock: () => now,
    move: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}
