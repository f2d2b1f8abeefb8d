import type {
  ClientRegistrationRequest,
  LoginResponse,
  ProviderRegistrationRequest,
} from '#contracts/auth';
import type { TestApp } from './test-app';

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${process.pid}.${Date.now()}.${++counter}@example.com`;

export const clientForm = (
  overrides: Partial<ClientRegistrationRequest> = {},
): ClientRegistrationRequest => ({
  name: 'Ayesha Khan',
  email: uniqueEmail('client'),
  password: 'correct horse battery',
  terms: true,
  ...overrides,
});

export const providerForm = (
  overrides: Partial<ProviderRegistrationRequest> = {},
): ProviderRegistrationRequest => ({
  firstName: 'Bilal',
  lastName: 'Raza',
  email: uniqueEmail('sp'),
  password: 'correct horse battery',
  phone: '03001234567',
  address: '12 Mall Road',
  city_id: 2,
  gender: 'male',
  dob: '1990-04-12',
  tips: false,
  terms: true,
  ...overrides,
});

export async function post(t: TestApp, url: string, payload: unknown, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export async function get(t: TestApp, url: string, token?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Registers through the API and logs in; answers the login response and the password. */
export async function signUp(t: TestApp, role: 'client' | 'provider') {
  const form = role === 'client' ? clientForm() : providerForm();
  const created = await post(
    t,
    role === 'client' ? '/api/register/client' : '/api/register/sp',
    form,
  );
  if (created.statusCode !== 201) throw new Error(`sign-up failed: ${created.body}`);
  const login = await post(t, '/api/login', { email: form.email, password: form.password });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { ...login.json<LoginResponse>(), email: form.email, password: form.password };
}

export async function send(
  t: TestApp,
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  token: string | undefined,
  body?: { payload: Buffer; headers: Record<string, string> } | Record<string, unknown>,
) {
  const isRaw = body !== undefined && 'payload' in body && Buffer.isBuffer(body.payload);
  return t.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(isRaw ? (body as { headers: Record<string, string> }).headers : {}),
    },
    payload: isRaw
      ? (body as { payload: Buffer }).payload
      : (body as Record<string, unknown> | undefined),
  });
}

export const TEST_ADMIN = { username: 'root', password: 'a long admin password' };

/** An admin token for a test app created with TEST_ADMIN's credentials. */
export async function adminToken(t: TestApp): Promise<string> {
  const res = await post(t, '/api/LoginAdmin', TEST_ADMIN);
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
  return res.json().token;
}

export const adminEnv = {
  ADMIN_USERNAME: TEST_ADMIN.username,
  ADMIN_PASSWORD: TEST_ADMIN.password,
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
};
