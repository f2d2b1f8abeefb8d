import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_FILES_KEPT_DAYS } from '#contracts/id-checks';
import type { DirectoryPage } from '#contracts/provider-directory';
import { adminEnv, adminToken, get, post, send, TEST_ADMIN } from '../../test/factories';
import { checkIdOf, cnicForm, cnicJpeg, submitCnic } from '../../test/id-checks';
import { readMail } from '../../test/mail-parts';
import { LAHORE, LEAK_REPAIR, newClient, newProvider, type User } from '../../test/marketplace';
import { multipart, pdfBytes, pngBytes } from '../../test/multipart';
import { seedAccount } from '../../test/seeded-users';
import { startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EMAIL_OUTBOX_JOB } from '../email-notifications/email-outbox-job';
import { ID_CHECK_FILES_JOB } from './id-check-files-job';
import { ID_CHECK_AREA } from './id-checks.service';

const DAY = 86_400_000;
let now = new Date('2026-11-27T09:00:00Z');
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp(
    { ...adminEnv, SMTP_URL: inbox.url, PUBLIC_URL: 'https://servicehub.example' },
    { clock: () => now },
  );
  admin = await adminToken(t);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const upload = (sp: User, form: ReturnType<typeof cnicForm>) =>
  send(t, 'POST', '/api/service-provider/id-check', sp.token, form);
const decide = (checkId: number, body: Record<string, unknown>, token = admin) =>
  post(t, `/api/admin/id-checks/${checkId}/decision`, body, token);
const own = async (sp: User) => (await get(t, '/api/service-provider/id-check', sp.token)).json();
const card = async (spId: number) =>
  (
    (
      await get(t, `/api/providers?city_id=${LAHORE}&service_id=${LEAK_REPAIR}&limit=100`)
    ).json() as DirectoryPage
  ).items.find((p) => p.sp_id === spId);
const auditRows = (checkId: number) =>
  t.db
    .selectFrom('admin_audit_log')
    .selectAll()
    .where('target_entity', '=', 'id_check')
    .where('target_id', '=', String(checkId))
    .execute();
const storedNames = async (checkId: number) =>
  t.db
    .selectFrom('id_checks')
    .select(['front_name', 'back_name', 'files_deleted_at'])
    .where('check_id', '=', checkId)
    .executeTakeFirstOrThrow();

describe('a provider sends its CNIC', () => {
  it('refuses bytes that are no image, an undecodable image and a missing side, with 400', async () => {
    const sp = await newProvider(t);
    const notImage = await upload(sp, cnicForm(pdfBytes(), await cnicJpeg()));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error.code).toBe('bad_request');
    // Starts like a PNG, but does not decode as one.
    const broken = await upload(sp, cnicForm(pngBytes(200), await cnicJpeg()));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.key).toBe('idChecks.errors.unreadable');
    const oneSide = await upload(sp, cnicForm(await cnicJpeg()));
    expect(oneSide.statusCode).toBe(400);
    expect(oneSide.json().error.key).toBe('idChecks.errors.bothSides');
    expect(await own(sp)).toMatchObject({ status: null });
    expect(await t.db.selectFrom('id_checks').where('sp_id', '=', sp.id).execute()).toEqual([]);
  });

  it('answers a third file with 400 naming the two-file limit; a one-file route still says one file', async () => {
    const sp = await newProvider(t);
    const jpeg = await cnicJpeg();
    const side = (field: string) => ({
      field,
      name: `${field}.jpg`,
      type: 'image/jpeg',
      bytes: jpeg,
    });
    const three = await upload(sp, multipart({}, side('front'), side('back'), side('extra')));
    expect(three.statusCode).toBe(400);
    expect(three.json().error).toMatchObject({
      code: 'bad_request',
      key: 'errors.upload.tooManyFiles',
      message: 'Send at most 2 files.',
    });
    expect(await t.db.selectFrom('id_checks').where('sp_id', '=', sp.id).execute()).toEqual([]);
    const two = await send(
      t,
      'POST',
      '/api/service-provider/portfolio',
      sp.token,
      multipart({}, side('photo'), side('extra')),
    );
    expect(two.statusCode).toBe(400);
    expect(two.json().error).toMatchObject({
      key: 'errors.upload.oneFile',
      message: 'Send one file only.',
    });
  });

  it('stores both sides re-encoded without their metadata, pending, and refuses a second while pending', async () => {
    const sp = await newProvider(t);
    const original = await cnicJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes('PhoneMaker')).toBe(true);
    expect((await upload(sp, cnicForm(original, await cnicJpeg()))).statusCode).toBe(200);
    expect(await own(sp)).toMatchObject({ status: 'pending', reason: null });
    const res = await get(t, `/api/admin/id-checks/${await checkIdOf(t, sp.id)}/front`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const stored = res.rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('PhoneMaker')).toBe(false);
    const again = await upload(sp, cnicForm(await cnicJpeg(), await cnicJpeg()));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.key).toBe('idChecks.errors.pending');
  });
});

describe('only admins see the images', () => {
  it('audits each view: one id-check.view row naming the admin, the check and the side', async () => {
    const sp = await newProvider(t);
    await submitCnic(t, sp);
    const checkId = await checkIdOf(t, sp.id);
    const { admin_id: adminId } = await t.db
      .selectFrom('admins')
      .select('admin_id')
      .where('username', '=', TEST_ADMIN.username)
      .executeTakeFirstOrThrow();
    expect((await get(t, `/api/admin/id-checks/${checkId}/back`, admin)).statusCode).toBe(200);
    expect(await auditRows(checkId)).toEqual([
      expect.objectContaining({
        action: 'id-check.view',
        admin_id: adminId,
        target_entity: 'id_check',
        target_id: String(checkId),
        before: null,
        after: { side: 'back' },
      }),
    ]);
    // Refused viewers and a check with no such image write nothing.
    for (const who of [sp, await newClient(t)])
      expect((await get(t, `/api/admin/id-checks/${checkId}/front`, who.token)).statusCode).toBe(
        403,
      );
    expect((await get(t, `/api/admin/id-checks/${checkId}/front`)).statusCode).toBe(401);
    expect((await get(t, '/api/admin/id-checks/999999/front', admin)).statusCode).toBe(404);
    expect(await auditRows(checkId)).toHaveLength(1);
    expect(
      await t.db
        .selectFrom('admin_audit_log')
        .select('audit_id')
        .where('target_id', '=', '999999')
        .execute(),
    ).toEqual([]);
  });

  it('refuses the provider itself, another provider, a client and a visitor', async () => {
    const sp = await newProvider(t);
    const other = await newProvider(t);
    const client = await newClient(t);
    await submitCnic(t, sp);
    const checkId = await checkIdOf(t, sp.id);
    for (const side of ['front', 'back']) {
      const url = `/api/admin/id-checks/${checkId}/${side}`;
      expect((await get(t, url)).statusCode).toBe(401);
      for (const who of [sp, other, client])
        expect((await get(t, url, who.token)).statusCode).toBe(403);
      expect((await get(t, url, admin)).statusCode).toBe(200);
    }
    expect((await get(t, '/api/admin/id-checks', sp.token)).statusCode).toBe(403);
    // Nothing public names the files.
    expect(JSON.stringify(await card(sp.id))).not.toContain('id-check');
  });
});

describe('the admin decides', () => {
  it('approves: one audit row, the provider told by bell and email, the badge on its card', async () => {
    const sp = await newProvider(t);
    await submitCnic(t, sp);
    const checkId = await checkIdOf(t, sp.id);
    const queue = (await get(t, '/api/admin/id-checks', admin)).json();
    expect(queue.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          check_id: checkId,
          sp_id: sp.id,
          frontUrl: `/api/admin/id-checks/${checkId}/front`,
          backUrl: `/api/admin/id-checks/${checkId}/back`,
        }),
      ]),
    );
    expect((await card(sp.id))?.badges.map((b) => b.kind)).not.toContain('id_verified');
    const res = await decide(checkId, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved' });
    expect(await auditRows(checkId)).toEqual([
      expect.objectContaining({
        action: 'id-check.approve',
        before: { status: 'pending' },
        after: { status: 'approved', sp_id: sp.id },
      }),
    ]);
    expect((await card(sp.id))?.badges.map((b) => b.kind)).toContain('id_verified');
    const client = await newClient(t);
    const profile = (await get(t, `/api/client/viewSPprofile?sp_id=${sp.id}`, client.token)).json();
    expect(profile.badges).toEqual([{ kind: 'id_verified', rule: {} }]);
    const bell = (await get(t, '/api/notifications', sp.token)).json();
    expect(bell.notifications[0]).toMatchObject({ kind: 'id_check_decided' });
    expect(bell.notifications[0].message).toContain('ID verified');
    const emails = await t.db
      .selectFrom('email_outbox')
      .select('kind')
      .where('recipient_id', '=', sp.id)
      .execute();
    expect(emails).toEqual([{ kind: 'id_check_decided' }]);
    // Decided once: a second decision is refused and writes nothing.
    expect((await decide(checkId, { decision: 'approve' })).statusCode).toBe(409);
    expect(await auditRows(checkId)).toHaveLength(1);
    expect((await decide(999_999, { decision: 'approve' })).statusCode).toBe(404);
  });

  it('rejects with a reason the provider reads in its own language, and takes a new upload', async () => {
    const seeded = await seedAccount(t, 'provider', 'ur');
    const sp: User = { token: seeded.token, id: seeded.id };
    await submitCnic(t, sp);
    const checkId = await checkIdOf(t, sp.id);
    const noReason = await decide(checkId, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    const res = await decide(checkId, { decision: 'reject', reason: 'expired', note: 'Exp. 2024' });
    expect(res.statusCode).toBe(200);
    expect(await own(sp)).toMatchObject({
      status: 'rejected',
      reason: 'expired',
      note: 'Exp. 2024',
    });
    expect(await auditRows(checkId)).toEqual([
      expect.objectContaining({
        action: 'id-check.reject',
        after: { status: 'rejected', sp_id: sp.id, reason: 'expired', note: 'Exp. 2024' },
      }),
    ]);
    now = new Date(now.getTime() + 60_000);
    expect(await t.app.jobs.runDue(EMAIL_OUTBOX_JOB)).toBe('ok');
    const email = (
      await t.db
        .selectFrom('accounts')
        .select('email')
        .where('id', '=', sp.id)
        .executeTakeFirstOrThrow()
    ).email;
    const mails = inbox.received.filter((r) => r.to.includes(email)).map((r) => readMail(r.raw));
    expect(mails.map((m) => m.text).join('\n')).toContain('شناختی کارڈ کی میعاد ختم ہو چکی ہے');
    // Rejected: the provider may send new photos.
    expect((await submitCnic(t, sp)).status).toBe('pending');
  });
});

describe('the deletion job', () => {
  it(`deletes the images ${ID_FILES_KEPT_DAYS} days after the decision, not a day sooner`, async () => {
    const sp = await newProvider(t);
    await submitCnic(t, sp);
    const checkId = await checkIdOf(t, sp.id);
    const decidedAt = now;
    expect((await decide(checkId, { decision: 'approve' })).statusCode).toBe(200);
    const { front_name, back_name } = await storedNames(checkId);
    const names = [front_name ?? '', back_name ?? ''];
    const stored = () =>
      names.map((n) => fs.existsSync(path.join(t.config.dataDir, 'files', ID_CHECK_AREA, n)));

    now = new Date(decidedAt.getTime() + (ID_FILES_KEPT_DAYS - 1) * DAY);
    expect(await t.app.jobs.runDue(ID_CHECK_FILES_JOB)).toBe('ok');
    expect(stored()).toEqual([true, true]);
    expect((await storedNames(checkId)).files_deleted_at).toBeNull();

    now = new Date(decidedAt.getTime() + ID_FILES_KEPT_DAYS * DAY + 1);
    expect(await t.app.jobs.runDue(ID_CHECK_FILES_JOB)).toBe('ok');
    expect(stored()).toEqual([false, false]);
    expect(await storedNames(checkId)).toEqual({
      front_name: null,
      back_name: null,
      files_deleted_at: now,
    });
    expect((await get(t, `/api/admin/id-checks/${checkId}/front`, admin)).statusCode).toBe(404);
    // The decision stays: the badge does not depend on the files.
    expect((await card(sp.id))?.badges.map((b) => b.kind)).toContain('id_verified');
  });
});
