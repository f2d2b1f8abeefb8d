import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf } from '../../lib/i18n';
import { clientForm, post, providerForm, send, signUp } from '../../test/factories';
import { chatAboutRequest } from '../../test/marketplace';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The report's name (N5): an override that prints "gnp.exe" as "exe.png" beside Urdu letters. */
const OVERRIDDEN = '\u202Egnp.exe\u202C\u200Fابج';
/** The report's header injection (Info): a name over three lines. */
const CRLF = 'Evil\r\nBcc: attacker@evil.example\r\nX-Injected: 1';
/** "Khush-bakht" with the ZWNJ Urdu writes to keep its two parts from joining. */
const ZWNJ_NAME = 'خوش\u200Cبخت';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accountWith = (email: string) =>
  t.db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst();

describe('names and other one-line fields', () => {
  it('refuses a provider whose first name holds a bidi override: 400 text.control_characters, no account', async () => {
    const form = providerForm({ firstName: OVERRIDDEN });
    const res = await post(t, '/api/register/sp', form);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'text.control_characters',
      key: 'common.validation.directionControls',
    });
    expect(res.json().error.message).toContain(textOf('en', 'common.validation.directionControls'));
    expect(await accountWith(form.email)).toBeUndefined();
  });

  it('refuses a client name with CR LF in it: 400 text.control_characters', async () => {
    const form = clientForm({ name: CRLF });
    const res = await post(t, '/api/register/client', form);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'text.control_characters',
      key: 'common.validation.oneLine',
    });
    expect(await accountWith(form.email)).toBeUndefined();
  });

  it('refuses a zero-width space in a last name and an override in an address', async () => {
    for (const override of [{ lastName: 'Ra\u200Bza' }, { address: '12 Mall \u2067Road\u2069' }]) {
      const res = await post(t, '/api/register/sp', providerForm(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().error.code).toBe('text.control_characters');
    }
  });

  it('accepts and stores an Urdu name with ZWNJ and an emoji with ZWJ as written', async () => {
    const form = providerForm({ firstName: ZWNJ_NAME, lastName: 'رضا 👩🏽\u200D🔧' });
    expect((await post(t, '/api/register/sp', form)).statusCode).toBe(201);
    const row = await t.db
      .selectFrom('accounts')
      .innerJoin('service_providers', 'service_providers.sp_id', 'accounts.id')
      .select(['first_name', 'last_name'])
      .where('email', '=', form.email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: ZWNJ_NAME, last_name: 'رضا 👩🏽\u200D🔧' });
  });

  it('refuses the same in the profile form (multipart) with the same code and key', async () => {
    const sp = await signUp(t, 'provider');
    const res = await send(
      t,
      'PUT',
      '/api/service-provider/updateProfile',
      sp.token,
      multipart({
        firstName: OVERRIDDEN,
        lastName: 'Raza',
        phone: '03001234567',
        address: '12 Mall Road',
        city_id: 2,
        gender: 'male',
        dob: '1990-04-12',
        email: sp.email,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'text.control_characters',
      key: 'common.validation.directionControls',
    });
  });
});

describe('texts over several lines', () => {
  it('keep their line breaks but refuse an override: a chat message', async () => {
    const { client, room } = await chatAboutRequest(t);
    const say = (text: string) =>
      post(t, '/api/saveMessage', { room, message_text: text }, client.token);
    expect((await say('Two lines:\r\nthe second')).statusCode).toBe(200);
    const refused = await say('paid \u202E0001\u202C rupees');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('text.control_characters');
  });
});
