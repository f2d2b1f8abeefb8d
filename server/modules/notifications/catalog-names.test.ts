import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '#contracts/notifications';
import { get } from '../../test/factories';
import { readMail } from '../../test/mail-parts';
import {
  acceptedOrder,
  fileRequest,
  LAHORE,
  LEAK_REPAIR,
  newClient,
  newProvider,
  setLanguage,
  setStatus,
  type User,
} from '../../test/marketplace';
import { startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EMAIL_OUTBOX_JOB } from '../email-notifications/email-outbox-job';

/** A name as texts set it inside other words (Unicode first-strong isolates). */
const isolated = (value: string) => `\u2068${value}\u2069`;
const LEAK_REPAIR_UR = 'لیک کی مرمت';
const LAHORE_UR = 'لاہور';

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let t: TestApp;
let now = new Date('2026-11-27T09:00:00Z');
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp(
    { SMTP_URL: inbox.url, PUBLIC_URL: 'https://servicehub.example' },
    { clock: () => now },
  );
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

async function bellOf(user: User, kind: Notification['kind']) {
  const res = await get(t, '/api/notifications', user.token);
  expect(res.statusCode).toBe(200);
  return (res.json().notifications as Notification[]).filter((n) => n.kind === kind);
}

/** The emails sent to `user` once the outbox job ran (a minute later). */
async function mailsTo(user: User) {
  now = new Date(now.getTime() + 60_000);
  expect(await t.app.jobs.runDue(EMAIL_OUTBOX_JOB)).toBe('ok');
  const { email } = await t.db
    .selectFrom('accounts')
    .select('email')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return inbox.received.filter((r) => r.to.includes(email)).map((r) => readMail(r.raw));
}

describe('a notice naming the catalog', () => {
  it('names a new request’s service and city in the language its reader reads, from the same stored notice', async () => {
    const sp = await newProvider(t, [LEAK_REPAIR], LAHORE);
    const requestId = await fileRequest(t, await newClient(t));
    await t.app.dispatcher.idle();

    const [english] = await bellOf(sp, 'new_request');
    expect(english?.message).toBe(
      `New request for ${isolated('Leak Repair')} in ${isolated('Lahore')} (#${requestId}).`,
    );
    await setLanguage(t, sp, 'ur');
    const [urdu] = await bellOf(sp, 'new_request');
    expect(urdu?.notification_id).toBe(english?.notification_id);
    expect(urdu?.message).toBe(
      `${isolated(LAHORE_UR)} میں ${isolated(LEAK_REPAIR_UR)} کی نئی درخواست (#${requestId})۔`,
    );
    // The app makes the text itself from the values: they carry the reader's words too.
    expect(urdu?.params).toMatchObject({
      service: LEAK_REPAIR_UR,
      city: LAHORE_UR,
      service_id: LEAK_REPAIR,
      city_id: LAHORE,
    });

    // The email queued when the request came goes out in the language read when it is sent.
    const [mail] = await mailsTo(sp);
    // A subject is one plain line: no isolates.
    expect(mail?.subject).toContain(`${LAHORE_UR} میں ${LEAK_REPAIR_UR} کی نئی درخواست`);
    for (const part of [mail?.subject, mail?.text, mail?.html]) {
      expect(part).not.toContain('Leak Repair');
      expect(part).not.toContain('Lahore');
    }
  });

  it('names them in English in an English reader’s email', async () => {
    const sp = await newProvider(t, [LEAK_REPAIR], LAHORE);
    await fileRequest(t, await newClient(t));
    await t.app.dispatcher.idle();
    const [mail] = await mailsTo(sp);
    expect(mail?.subject).toContain('New request for Leak Repair in Lahore');
    expect(mail?.text).not.toContain(LAHORE_UR);
  });

  it('names the service of a completed order in the reader’s language', async () => {
    const sp = await newProvider(t, [LEAK_REPAIR], LAHORE);
    const client = await newClient(t);
    const requestId = await acceptedOrder(t, client, sp);
    expect((await setStatus(t, client, requestId, 'completed')).statusCode).toBe(200);
    await t.app.dispatcher.idle();
    await setLanguage(t, sp, 'ur');
    const [done] = await bellOf(sp, 'order_completed');
    expect(done?.message).toContain(`"${isolated(LEAK_REPAIR_UR)}"`);
  });

  it('says an Urdu name the admin edited after the notice was stored', async () => {
    const sp = await newProvider(t, [LEAK_REPAIR], LAHORE);
    await setLanguage(t, sp, 'ur');
    await fileRequest(t, await newClient(t));
    await t.app.dispatcher.idle();
    const edited = 'ٹپکتے نل کی مرمت';
    const edit = (name_ur: string) =>
      t.db.updateTable('services').set({ name_ur }).where('service_id', '=', LEAK_REPAIR).execute();
    await edit(edited);
    try {
      const [notice] = await bellOf(sp, 'new_request');
      expect(notice?.message).toContain(isolated(edited));
    } finally {
      await edit(LEAK_REPAIR_UR);
    }
  });

  it('still says a notice stored before notices kept ids, with the English names it stored', async () => {
    const sp = await newProvider(t, [LEAK_REPAIR], LAHORE);
    await setLanguage(t, sp, 'ur');
    await t.db
      .insertInto('notifications')
      .values({
        recipient_id: sp.id,
        kind: 'new_request',
        params: JSON.stringify({ service: 'Leak Repair', city: 'Lahore', request_id: 41 }),
        room: null,
      })
      .execute();
    const [old] = await bellOf(sp, 'new_request');
    expect(old?.message).toBe(
      `${isolated('Lahore')} میں ${isolated('Leak Repair')} کی نئی درخواست (#41)۔`,
    );
  });
});
