import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PushPayload, pushPayload } from '#contracts/alerts';
import { get, post, send } from '../../test/factories';
import { fileRequest, newClient, newProvider, openChat, type User } from '../../test/marketplace';
import { movableClock, phoneCalls, uniqueMobile } from '../../test/phones';
import { startPushEndpoint } from '../../test/push-endpoint';
import { seedAccount } from '../../test/seeded-users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ALERT_OUTBOX_JOB } from './alert-outbox-job';

const MINUTE = 60_000;
/** A value as texts set it inside another language's words (Unicode first-strong isolates). */
const isolated = (value: string) => `\u2068${value}\u2069`;
// 14:00 in Karachi: outside the default quiet hours.
const time = movableClock();
let push: Awaited<ReturnType<typeof startPushEndpoint>>;
let t: TestApp;

beforeAll(async () => {
  push = await startPushEndpoint();
  t = await createTestApp(
    {
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://servicehub.example',
      PUSH_EXTRA_ENDPOINT_ORIGINS: new URL(push.origin).origin,
    },
    { clock: time.clock },
  );
});
afterAll(async () => {
  await t.close();
  await push.close();
});

/** Sets the test clock to a time of day in Karachi (UTC+5) on a later day. */
let day = 0;
function karachiTime(hhmm: string) {
  const [h, m] = hhmm.split(':').map(Number);
  day += 1;
  time.move(0);
  const at = new Date(Date.UTC(2027, 0, day, (h ?? 0) - 5, m ?? 0));
  time.move(at.getTime() - time.clock().getTime());
}

/** A device of `user` subscribed at the test's push service; answers its endpoint. */
async function subscribeDevice(user: User) {
  const key = (await get(t, '/api/push/public-key', user.token)).json().public_key as string;
  const device = push.subscribe({ applicationServerKey: key });
  const res = await post(
    t,
    '/api/account/push-subscriptions',
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    user.token,
  );
  expect(res.statusCode).toBe(200);
  return device.endpoint;
}

const pushesTo = (endpoint: string): PushPayload[] =>
  push.received
    .filter((r) => r.endpoint === endpoint)
    .map((r) => pushPayload.parse(JSON.parse(r.payload)));

/** What the development sender wrote for `channel` to a number. */
function textsTo(channel: 'sms' | 'whatsapp', e164: string) {
  const outbox = path.join(t.config.dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith(`.${channel}.json`))
    .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')))
    .filter((m) => m.to === e164 && m.kind !== 'phone_code') as {
    kind: string;
    language: string;
    text: string;
    params: string[];
  }[];
}

/** Everything queued so far has been tried. */
async function settle() {
  await t.app.dispatcher.idle();
  await t.app.alerts.settled();
}

const alertsOf = (user: User) =>
  t.db
    .selectFrom('alert_outbox')
    .select(['channel', 'kind', 'status', 'last_error', 'repeats'])
    .where('recipient_id', '=', user.id)
    .orderBy('alert_id')
    .execute();

const setAlerts = (user: User, body: Record<string, unknown>) =>
  send(t, 'PUT', '/api/account/alert-settings', user.token, body);

async function verifiedProvider(language: 'en' | 'ur' = 'en') {
  const sp = language === 'en' ? await newProvider(t) : await seedAndOffer(language);
  const { e164 } = uniqueMobile();
  await phoneCalls(t).verifyNumber(sp, e164);
  return { sp, e164 };
}

async function seedAndOffer(language: 'ur'): Promise<User> {
  const { token, id } = await seedAccount(t, 'provider', language);
  const res = await post(
    t,
    '/api/service-provider/preferences',
    { services: [{ serviceId: 1, available: true }] },
    token,
  );
  expect(res.statusCode).toBe(200);
  return { token, id };
}

describe('a new job', () => {
  it('reaches a provider by push and WhatsApp by default, saying what and opening the feed', async () => {
    karachiTime('14:00');
    const { sp, e164 } = await verifiedProvider();
    const endpoint = await subscribeDevice(sp);
    const requestId = await fileRequest(t, await newClient(t));
    await settle();

    const [pushed] = await push.waitFor(endpoint);
    const payload = pushPayload.parse(JSON.parse(pushed?.payload ?? ''));
    expect(payload).toEqual({
      title: 'Service Marketplace',
      body: `New request for ${isolated('Leak Repair')} in ${isolated('Lahore')} (#${requestId}).`,
      url: '/Requests',
      tag: `new_request:request:${requestId}`,
    });
    expect(pushed?.urgency).toBe('high');
    const [whatsapp] = textsTo('whatsapp', e164);
    expect(whatsapp?.kind).toBe('new_request');
    expect(whatsapp?.params).toEqual([payload.body, 'https://servicehub.example/Requests']);
    // SMS is off unless chosen.
    expect(textsTo('sms', e164)).toEqual([]);
  });

  it('is written in the reader’s language when it is sent, naming the service and city in it', async () => {
    karachiTime('14:00');
    const { sp, e164 } = await verifiedProvider('ur');
    const endpoint = await subscribeDevice(sp);
    await setAlerts(sp, { switches: [{ group: 'new_jobs', channel: 'sms', on: true }] });
    const requestId = await fileRequest(t, await newClient(t));
    await settle();
    const [payload] = pushesTo(endpoint);
    expect(payload?.title).toBe('سروس مارکیٹ پلیس');
    const said = `${isolated('لاہور')} میں ${isolated('لیک کی مرمت')} کی نئی درخواست (#${requestId})۔`;
    expect(payload?.body).toBe(said);
    const [whatsapp] = textsTo('whatsapp', e164);
    expect(whatsapp?.language).toBe('ur');
    expect(whatsapp?.params[0]).toBe(said);
    expect(textsTo('sms', e164)[0]?.text).toContain(said);
  });

  it('is not texted to a number never verified, nor pushed with the switch off', async () => {
    karachiTime('14:00');
    const sp = await newProvider(t);
    const endpoint = await subscribeDevice(sp);
    const refused = await setAlerts(sp, {
      switches: [{ group: 'new_jobs', channel: 'sms', on: true }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('alerts.phone_unverified');
    const off = await setAlerts(sp, {
      switches: [{ group: 'new_jobs', channel: 'push', on: false }],
    });
    // WhatsApp stays as chosen, but sends nothing until a number is verified.
    expect(off.json().switches.new_jobs).toEqual({ push: false, sms: false, whatsapp: true });
    await fileRequest(t, await newClient(t));
    await settle();
    expect(await alertsOf(sp)).toEqual([]);
    expect(pushesTo(endpoint)).toEqual([]);
  });
});

describe('a chat', () => {
  it('gives one push for the messages that come together, counting them', async () => {
    karachiTime('14:00');
    const client = await newClient(t);
    const sp = await newProvider(t);
    const requestId = await fileRequest(t, client);
    const room = await openChat(t, sp, client, requestId);
    const endpoint = await subscribeDevice(client);
    for (const text of ['Salam', 'I can come at five', 'Is that fine?']) {
      expect(
        (await post(t, '/api/saveMessage', { room, message_text: text }, sp.token)).statusCode,
      ).toBe(200);
    }
    await settle();
    expect(pushesTo(endpoint)).toEqual([]);
    time.move(11_000);
    expect(await t.app.alerts.sendDue()).toMatchObject({ sent: 1 });
    const [payload] = pushesTo(endpoint);
    expect(payload?.body).toMatch(/^New message from .+ \(3 new messages\)$/);
    expect(payload?.url).toBe(`/Clientchat?room=${encodeURIComponent(room)}`);
    expect(payload?.tag).toBe(`chat:${room}`);
  });
});

describe('quiet hours', () => {
  it('hold pushes and texts from 22:00 until 08:00 in Karachi on a moved clock', async () => {
    karachiTime('23:30');
    const { sp, e164 } = await verifiedProvider();
    const endpoint = await subscribeDevice(sp);
    await fileRequest(t, await newClient(t));
    await settle();
    expect(pushesTo(endpoint)).toEqual([]);
    expect(textsTo('whatsapp', e164)).toEqual([]);

    time.move(8 * 60 * MINUTE + 29 * MINUTE); // 07:59
    expect(await t.app.jobs.runDue(ALERT_OUTBOX_JOB)).toBe('ok');
    expect(pushesTo(endpoint)).toEqual([]);

    time.move(MINUTE); // 08:00
    expect(await t.app.jobs.runDue(ALERT_OUTBOX_JOB)).toBe('ok');
    expect(pushesTo(endpoint)).toHaveLength(1);
    expect(textsTo('whatsapp', e164)).toHaveLength(1);
  });

  it('follow the hours a person chose, and none when turned off', async () => {
    karachiTime('23:30');
    const sp = await newProvider(t);
    const endpoint = await subscribeDevice(sp);
    const off = await setAlerts(sp, { quiet_hours: null });
    expect(off.json().quiet_hours).toBeNull();
    await fileRequest(t, await newClient(t));
    await settle();
    expect(pushesTo(endpoint)).toHaveLength(1);

    const chosen = { from: '13:00', to: '15:00', time_zone: 'Asia/Karachi' };
    expect((await setAlerts(sp, { quiet_hours: chosen })).json().quiet_hours).toEqual(chosen);
    karachiTime('14:00');
    await fileRequest(t, await newClient(t));
    await settle();
    expect(pushesTo(endpoint)).toHaveLength(1);
    time.move(60 * MINUTE);
    await t.app.alerts.sendDue();
    expect(pushesTo(endpoint)).toHaveLength(2);
  });

  it('refuse a time that is not HH:MM and a zone that does not exist', async () => {
    const sp = await newProvider(t);
    for (const quiet_hours of [
      { from: '25:00', to: '08:00', time_zone: 'Asia/Karachi' },
      { from: '22:00', to: '08:00', time_zone: 'Mars/Olympus' },
    ]) {
      const res = await setAlerts(sp, { quiet_hours });
      expect(res.statusCode).toBe(400);
    }
    expect((await get(t, '/api/account/alert-settings', sp.token)).json().quiet_hours).toEqual({
      from: '22:00',
      to: '08:00',
      time_zone: 'Asia/Karachi',
    });
  });
});

describe('sending', () => {
  it('stops at the hourly cap of a channel, and sends again an hour later', async () => {
    karachiTime('10:00');
    const { sp, e164 } = await verifiedProvider();
    await setAlerts(sp, { switches: [{ group: 'new_jobs', channel: 'sms', on: true }] });
    for (let i = 0; i < 5; i += 1) await fileRequest(t, await newClient(t));
    await settle();
    expect(textsTo('sms', e164)).toHaveLength(4);
    const capped = (await alertsOf(sp)).filter(
      (a) => a.channel === 'sms' && a.status === 'skipped',
    );
    expect(capped).toEqual([
      {
        channel: 'sms',
        kind: 'new_request',
        status: 'skipped',
        last_error: 'hourly cap',
        repeats: 1,
      },
    ]);
    expect(textsTo('sms', e164)[0]?.text).toMatch(
      /^New request for Leak Repair in Lahore \(#\d+\)\. https:\/\/servicehub\.example\/Requests Reply STOP to stop these texts\.$/,
    );
    time.move(61 * MINUTE);
    await fileRequest(t, await newClient(t));
    await settle();
    expect(textsTo('sms', e164)).toHaveLength(5);
  });

  it('forgets a device whose push service says it is gone', async () => {
    karachiTime('14:00');
    const sp = await newProvider(t);
    const endpoint = await subscribeDevice(sp);
    push.answer(endpoint, 410);
    await fileRequest(t, await newClient(t));
    await settle();
    expect((await get(t, '/api/account/push-subscriptions', sp.token)).json().devices).toEqual([]);
    expect((await alertsOf(sp)).find((a) => a.channel === 'push')).toMatchObject({
      status: 'skipped',
      last_error: 'gone',
    });
  });

  it('tries a failed push again after a minute, then two', async () => {
    karachiTime('14:00');
    const sp = await newProvider(t);
    const endpoint = await subscribeDevice(sp);
    push.answer(endpoint, 503);
    await fileRequest(t, await newClient(t));
    await settle();
    const [first] = await alertsOf(sp);
    expect(first).toMatchObject({ channel: 'push', status: 'pending' });
    push.recover(endpoint);
    time.move(MINUTE);
    await t.app.alerts.sendDue();
    expect(pushesTo(endpoint)).toHaveLength(1);
    expect((await alertsOf(sp))[0]?.status).toBe('sent');
  });
});
