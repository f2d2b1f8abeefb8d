import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaSignature } from '../../lib/texts/meta-signature';
import { twilioSignature } from '../../lib/texts/twilio-signature';
import { adminEnv, adminToken, get, send } from '../../test/factories';
import { type FakeHttp, startFakeHttp } from '../../test/fake-http';
import { fileRequest, newClient, newProvider, type User } from '../../test/marketplace';
import { movableClock, phoneCalls, uniqueMobile } from '../../test/phones';
import { createTestApp, type TestApp } from '../../test/test-app';

const PUBLIC_URL = 'https://servicehub.example';
const TWILIO_SID = `AC${'1'.repeat(32)}`;
const TWILIO_TOKEN = 'twilio-auth-token-for-the-tests';
const APP_SECRET = 'meta-app-secret-for-the-tests';
const METRICS_TOKEN = 'metrics-token-for-the-tests';
const time = movableClock();
let twilio: FakeHttp;
let t: TestApp;
let sent = 0;

beforeAll(async () => {
  // Twilio's documented answer to a created message: 201 with the message's sid.
  twilio = await startFakeHttp(() => ({
    status: 201,
    json: { sid: `SM${String(++sent).padStart(32, '0')}`, status: 'queued' },
  }));
  t = await createTestApp(
    {
      ...adminEnv,
      TRUST_PROXY: '1',
      PUBLIC_URL,
      METRICS_TOKEN,
      SMS_SENDER: 'twilio',
      TWILIO_ACCOUNT_SID: TWILIO_SID,
      TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: twilio.url,
      WHATSAPP_APP_SECRET: APP_SECRET,
    },
    { clock: time.clock },
  );
  // 14:00 in Karachi: no quiet hours.
  time.move(Date.UTC(2027, 2, 1, 9, 0) - time.clock().getTime());
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});

/** The SMS the fake Twilio was asked to send to a number, as forms. */
const smsTo = (e164: string) =>
  twilio.received.map((r) => new URLSearchParams(r.body)).filter((form) => form.get('To') === e164);

/** A provider whose number is verified through the fake Twilio, with SMS on for new jobs. */
async function providerWithSms(): Promise<{ sp: User; e164: string }> {
  const sp = await newProvider(t);
  const { e164 } = uniqueMobile();
  const calls = phoneCalls(t);
  expect((await calls.start(sp, { phone: e164 })).statusCode).toBe(200);
  const code = /\b(\d{6})\b/.exec(smsTo(e164).at(-1)?.get('Body') ?? '')?.[1] ?? '';
  expect((await calls.verify(sp, code)).statusCode).toBe(200);
  const on = await send(t, 'PUT', '/api/account/alert-settings', sp.token, {
    switches: [{ group: 'new_jobs', channel: 'sms', on: true }],
  });
  expect(on.statusCode).toBe(200);
  return { sp, e164 };
}

async function newJob() {
  await fileRequest(t, await newClient(t));
  await t.app.dispatcher.idle();
  await t.app.alerts.settled();
}

function twilioPost(path: string, params: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(TWILIO_TOKEN, `${PUBLIC_URL}${path}`, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

function whatsappPost(from: string, text: string) {
  const raw = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              contacts: [{ profile: { name: 'Provider' }, wa_id: from }],
              messages: [
                {
                  from,
                  id: 'wamid.TEST',
                  timestamp: '1790000000',
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/texts/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': metaSignature(APP_SECRET, raw),
    },
    payload: raw,
  });
}

const switchesOf = async (user: User) =>
  (await get(t, '/api/account/alert-settings', user.token)).json().switches;

describe('texts and what they cost', () => {
  it('count each SMS Twilio accepted, by kind, for the admin and in /metrics', async () => {
    const admin = await adminToken(t);
    const before = (await get(t, '/api/admin/text-costs', admin)).json();
    const { e164 } = await providerWithSms();
    await newJob();
    const [alert] = smsTo(e164).filter((form) => !/code/.test(form.get('Body') ?? ''));
    expect(alert?.get('Body')).toMatch(/^New request for Leak Repair in Lahore/);
    expect(alert?.get('StatusCallback')).toBe(`${PUBLIC_URL}/api/texts/twilio/status`);

    const after = (await get(t, '/api/admin/text-costs', admin)).json();
    expect(after.month).toBe('2027-03');
    const count = (
      costs: { counts: { channel: string; kind: string; sent: number }[] },
      kind: string,
    ) => costs.counts.find((c) => c.channel === 'sms' && c.kind === kind)?.sent ?? 0;
    expect(count(after, 'new_request') - count(before, 'new_request')).toBe(1);
    expect(count(after, 'phone_code') - count(before, 'phone_code')).toBe(1);
    expect(after.totals.sms - before.totals.sms).toBe(2);

    const metrics = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toMatch(/texts_sent_total\{channel="sms",kind="new_request"\} [1-9]/);
    expect(metrics.body).toMatch(/texts_sent_total\{channel="sms",kind="phone_code"\} [1-9]/);
  });

  it('keep what Twilio’s signed status callback says became of a text', async () => {
    const { e164 } = await providerWithSms();
    await newJob();
    const sid = (
      await t.db
        .selectFrom('text_sends')
        .select('provider_id')
        .where('channel', '=', 'sms')
        .orderBy('send_id', 'desc')
        .executeTakeFirstOrThrow()
    ).provider_id;
    const res = await twilioPost('/api/texts/twilio/status', {
      AccountSid: TWILIO_SID,
      MessageSid: sid,
      MessageStatus: 'delivered',
      To: e164,
    });
    expect(res.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('text_sends')
      .select('delivery')
      .where('provider_id', '=', sid)
      .executeTakeFirstOrThrow();
    expect(row.delivery).toBe('delivered');
  });
});

describe('STOP and START', () => {
  it('an SMS reply STOP silences SMS for every group of the number’s account, START brings the defaults back', async () => {
    const { sp, e164 } = await providerWithSms();
    const stop = await twilioPost('/api/texts/twilio/inbound', {
      From: e164,
      To: '+15005550006',
      Body: 'stop',
    });
    expect(stop.statusCode).toBe(200);
    const switches = await switchesOf(sp);
    for (const group of Object.keys(switches)) expect(switches[group].sms).toBe(false);
    const texted = smsTo(e164).length;
    await newJob();
    expect(smsTo(e164)).toHaveLength(texted);

    await twilioPost('/api/texts/twilio/inbound', {
      From: e164,
      To: '+15005550006',
      Body: 'START',
    });
    expect((await switchesOf(sp)).new_jobs).toEqual({ push: true, sms: false, whatsapp: true });
  });

  it('a WhatsApp reply STOP silences WhatsApp for the number’s account only', async () => {
    const { sp, e164 } = await providerWithSms();
    const other = await providerWithSms();
    const res = await whatsappPost(e164.slice(1), 'STOP');
    expect(res.statusCode).toBe(200);
    expect((await switchesOf(sp)).new_jobs).toEqual({ push: true, sms: true, whatsapp: false });
    expect((await switchesOf(other.sp)).new_jobs.whatsapp).toBe(true);
  });
});
