import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf } from '../../lib/i18n';
import { clientForm, post, providerForm } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accountCount = async () =>
  (
    await t.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('POST /api/register/client', () => {
  it('creates a client with an argon2id hash, never the password itself', async () => {
    const form = clientForm({ email: 'Mixed.Case@Example.com' });
    const res = await post(t, '/api/register/client', form);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'User Created Successfully' });
    const row = await t.db
      .selectFrom('accounts')
      .innerJoin('clients', 'clients.client_id', 'accounts.id')
      .selectAll()
      .where('email', '=', 'mixed.case@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'clients', name: 'Ayesha Khan' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(form.password);
  });

  it("answers 409 'Email already exists' for a taken email in any letter case", async () => {
    const form = clientForm();
    await post(t, '/api/register/client', form);
    const before = await accountCount();
    const res = await post(t, '/api/register/client', { ...form, email: form.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Email already exists',
      error: { code: 'email_taken' },
    });
    expect(await accountCount()).toBe(before);
  });

  it('keeps one account per email across clients and providers', async () => {
    const form = providerForm();
    expect((await post(t, '/api/register/sp', form)).statusCode).toBe(201);
    const res = await post(t, '/api/register/client', clientForm({ email: form.email }));
    expect(res.statusCode).toBe(409);
  });

  it('gives one account when the same email registers twice at once', async () => {
    const form = clientForm();
    const answers = await Promise.all([
      post(t, '/api/register/client', form),
      post(t, '/api/register/client', form),
      post(t, '/api/register/sp', providerForm({ email: form.email })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', form.email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['no name', { name: '  ' }, 'name'],
    ['a bad email', { email: 'not-an-email' }, textOf('en', 'auth.validation.invalidEmail')],
    ['a short password', { password: 'short' }, textOf('en', 'auth.validation.passwordTooShort')],
    ['terms not accepted', { terms: false }, textOf('en', 'auth.validation.clientTermsRequired')],
  ])('answers 400 for %s and creates nothing', async (_, override, message) => {
    const before = await accountCount();
    const res = await post(t, '/api/register/client', clientForm(override as never));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
    expect(res.json().error.message).toContain(message);
    expect(await accountCount()).toBe(before);
  });

  it('answers 400, not 500, for a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/client',
      headers: { 'content-type': 'application/json' },
      payload: '"just a string"',
    });
    expect(res.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/register/client',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('bad_request');
  });
});

describe('POST /api/register/sp', () => {
  it('creates an active provider with every field', async () => {
    const form = providerForm({ tips: true });
    const res = await post(t, '/api/register/sp', form);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'User Created Successfully' });
    const row = await t.db
      .selectFrom('service_providers')
      .innerJoin('accounts', 'accounts.id', 'service_providers.sp_id')
      .selectAll()
      .where('email', '=', form.email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      role: 'serviceproviders',
      first_name: 'Bilal',
      last_name: 'Raza',
      phone: '03001234567',
      city_id: 2,
      gender: 'male',
      dob: '1990-04-12',
      status: 'active',
      tips: true,
    });
  });

  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  it.each([
    [
      'a phone with letters',
      { phone: '0300-CALL-ME' },
      textOf('en', 'auth.validation.phoneDigitsOnly'),
    ],
    ['a birth date in the future', { dob: tomorrow }, textOf('en', 'auth.validation.dobInFuture')],
    ['a date that is not a date', { dob: '2020-13-45' }, 'Date of birth'],
    ['terms not accepted', { terms: false }, textOf('en', 'auth.validation.providerTermsRequired')],
    ['an email without a dot', { email: 'a@b' }, textOf('en', 'auth.validation.invalidEmail')],
    ['an unknown gender', { gender: 'robot' }, 'gender'],
    ['no address', { address: '' }, 'Address'],
    ['an unknown city', { city_id: 9999 }, 'city'],
    ['a city id beyond int4', { city_id: 3_000_000_000 }, 'city_id'],
    ['the 31st of February', { dob: '1990-02-31' }, 'Date of birth must be a date.'],
    ['a NUL character in the address', { address: 'Mall\u0000Road' }, 'NUL'],
    [
      'two addresses in one email',
      { email: 'x,victim@corp.com' },
      textOf('en', 'auth.validation.invalidEmail'),
    ],
  ])('answers 400 for %s', async (_, override, message) => {
    const res = await post(t, '/api/register/sp', providerForm(override as never));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });
});
