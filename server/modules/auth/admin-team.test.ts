import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin } from '../../test/admins';
import { adminEnv, adminToken, get, post, send } from '../../test/factories';
import { readMail } from '../../test/mail-parts';
import { startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let owner: string;
let ownerId: number;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    ...adminEnv,
    SMTP_URL: inbox.url,
    PUBLIC_URL: 'https://market.example',
  });
  owner = await adminToken(t);
  ownerId = (await get(t, '/api/admin/me', owner)).json().admin_id;
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const email = () => `new-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** The owner invites; answers the invitation and the token of the link mailed. */
async function invite(to: string, role = 'moderator', language = 'en') {
  const before = inbox.received.length;
  const res = await send(t, 'POST', '/api/admin/invitations', owner, { email: to, role, language });
  expect(res.statusCode).toBe(201);
  await expect.poll(() => inbox.received.length).toBe(before + 1);
  const mail = inbox.received.at(-1);
  expect(mail?.to).toEqual([to]);
  const text = (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https:\/\/market\.example\/admin\/invitation\?token=[\w-]+/.exec(text)?.[0];
  expect(link).toBeDefined();
  return {
    invitation: res.json(),
    token: new URL(link as string).searchParams.get('token') ?? '',
  };
}

const auditRows = (action: string) =>
  t.db
    .selectFrom('admin_audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('audit_id')
    .execute();

describe('inviting an admin', () => {
  it('mails a one-time link; accepting sets the password and makes the admin with the role', async () => {
    const to = email();
    const { invitation, token } = await invite(to, 'moderator');
    expect(invitation).toMatchObject({ email: to, role: 'moderator' });
    expect((await post(t, '/api/admin-invitations/check', { token })).json()).toEqual({
      open: true,
      email: to,
      role: 'moderator',
    });
    const stored = await t.db
      .selectFrom('admin_invitations')
      .select('token_hash')
      .where('email', '=', to)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);

    const accepted = await post(t, '/api/admin-invitations/accept', {
      token,
      password: 'moderator password',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ username: to, role: 'moderator' });

    const login = await post(t, '/api/LoginAdmin', {
      username: to,
      password: 'moderator password',
    });
    expect(login.statusCode).toBe(200);
    const me = await get(t, '/api/admin/me', login.json().token);
    expect(me.json()).toMatchObject({ username: to, role: 'moderator' });

    const team = (await get(t, '/api/admin/admins', owner)).json();
    expect(team.admins).toContainEqual(
      expect.objectContaining({
        username: to,
        role: 'moderator',
        last_login_at: expect.any(String),
      }),
    );
    expect(team.invitations.map((i: { email: string }) => i.email)).not.toContain(to);

    expect(await auditRows('admin.invite')).toContainEqual(
      expect.objectContaining({
        admin_id: ownerId,
        admin_role: 'owner',
        after: { email: to, role: 'moderator' },
      }),
    );
    expect(await auditRows('admin.join')).toContainEqual(
      expect.objectContaining({
        admin_id: me.json().admin_id,
        admin_role: 'moderator',
        target_entity: 'admin',
      }),
    );
  });

  it('writes the mail in the language the owner chose', async () => {
    const to = email();
    await invite(to, 'finance', 'ur');
    const mail = readMail(inbox.received.at(-1)?.raw ?? '');
    expect(mail.subject).toBe('آپ کو سروس ہب کا ایڈمن بننے کی دعوت ہے');
    expect(mail.text).toContain('اس کردار کے ساتھ: مالیات');
    expect(mail.text).toContain(to);
  });

  it('refuses a link used once already', async () => {
    const { token } = await invite(email());
    expect(
      (await post(t, '/api/admin-invitations/accept', { token, password: 'first password' }))
        .statusCode,
    ).toBe(200);
    const again = await post(t, '/api/admin-invitations/accept', {
      token,
      password: 'second password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('admin.invitation_invalid');
    expect((await post(t, '/api/admin-invitations/check', { token })).json().open).toBe(false);
  });

  it('refuses an expired link', async () => {
    const to = email();
    const { token } = await invite(to);
    await t.db
      .updateTable('admin_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', to)
      .execute();
    const res = await post(t, '/api/admin-invitations/accept', {
      token,
      password: 'late password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('admin.invitation_invalid');
    expect(
      await t.db.selectFrom('admins').select('admin_id').where('username', '=', to).execute(),
    ).toEqual([]);
  });

  it('refuses a cancelled link, and a newer invitation replaces the older', async () => {
    const to = email();
    const first = await invite(to);
    const second = await invite(to, 'catalog');
    expect(
      (await post(t, '/api/admin-invitations/check', { token: first.token })).json().open,
    ).toBe(false);
    const cancel = await send(
      t,
      'DELETE',
      `/api/admin/invitations/${second.invitation.invitation_id}`,
      owner,
    );
    expect(cancel.statusCode).toBe(200);
    const res = await post(t, '/api/admin-invitations/accept', {
      token: second.token,
      password: 'some password',
    });
    expect(res.json().error.code).toBe('admin.invitation_invalid');
  });

  it('refuses to invite an email that already signs in as an admin', async () => {
    const res = await send(t, 'POST', '/api/admin/invitations', owner, {
      email: 'ROOT@example.com',
      role: 'finance',
    });
    expect(res.statusCode).toBe(201); // 'root' is a username, not this email
    const admin = await addAdmin(t, 'catalog');
    const again = await send(t, 'POST', '/api/admin/invitations', owner, {
      email: admin.username,
      role: 'finance',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('admin.already_admin');
  });

  it('lets no other role invite, change a role or remove, and tells why', async () => {
    for (const role of ['moderator', 'finance', 'catalog'] as const) {
      const admin = await addAdmin(t, role);
      for (const [method, url, body] of [
        ['POST', '/api/admin/invitations', { email: email(), role: 'owner' }],
        ['PUT', `/api/admin/admins/${admin.id}/role`, { role: 'owner' }],
        ['DELETE', `/api/admin/admins/${ownerId}`, undefined],
        ['GET', '/api/admin/admins', undefined],
      ] as const) {
        const res = await send(t, method, url, admin.token, body);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json().error.code).toBe('admin.role_forbidden');
      }
    }
  });
});

describe('roles and removal', () => {
  it('changes a role at once, and writes who changed it from what to what', async () => {
    const admin = await addAdmin(t, 'catalog');
    expect((await get(t, '/api/Allcategories', admin.token)).statusCode).toBe(200);
    const res = await send(t, 'PUT', `/api/admin/admins/${admin.id}/role`, owner, {
      role: 'finance',
    });
    expect(res.statusCode).toBe(200);
    const refused = await get(t, '/api/Allcategories', admin.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('admin.role_forbidden');
    expect((await get(t, '/api/admin/text-costs', admin.token)).statusCode).toBe(200);
    expect(await auditRows('admin.role')).toContainEqual(
      expect.objectContaining({
        admin_id: ownerId,
        target_id: String(admin.id),
        before: { role: 'catalog' },
        after: { role: 'finance' },
      }),
    );
  });

  it('ends a removed admin’s sessions and sign-in, and writes the removal', async () => {
    const admin = await addAdmin(t, 'moderator');
    expect((await send(t, 'DELETE', `/api/admin/admins/${admin.id}`, owner)).statusCode).toBe(200);
    expect((await get(t, '/api/admin/me', admin.token)).statusCode).toBe(401);
    const login = await post(t, '/api/LoginAdmin', {
      username: admin.username,
      password: 'a long password of an admin',
    });
    expect(login.statusCode).toBe(401);
    expect(await auditRows('admin.remove')).toContainEqual(
      expect.objectContaining({
        target_id: String(admin.id),
        before: { username: admin.username, role: 'moderator' },
        after: null,
      }),
    );
  });

  it('neither demotes nor removes the last owner, itself included', async () => {
    for (const [method, body] of [
      ['PUT', { role: 'catalog' }],
      ['DELETE', undefined],
    ] as const) {
      const url =
        method === 'PUT' ? `/api/admin/admins/${ownerId}/role` : `/api/admin/admins/${ownerId}`;
      const res = await send(t, method, url, owner, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('admin.last_owner');
    }
    expect((await get(t, '/api/admin/me', owner)).json().role).toBe('owner');
  });

  it('lets an owner step down once another owner exists', async () => {
    const second = await addAdmin(t, 'owner');
    const res = await send(t, 'PUT', `/api/admin/admins/${second.id}/role`, owner, {
      role: 'moderator',
    });
    expect(res.statusCode).toBe(200);
    const other = await addAdmin(t, 'owner');
    const self = await send(t, 'PUT', `/api/admin/admins/${other.id}/role`, other.token, {
      role: 'finance',
    });
    expect(self.statusCode).toBe(200);
    expect((await get(t, '/api/admin/me', other.token)).json().role).toBe('finance');
  });

  // Last in the file: it leaves the boot account a catalog admin.
  it('keeps one owner when another owner is demoted while a demotion waits', async () => {
    const a = await addAdmin(t, 'owner');
    const b = await addAdmin(t, 'owner');
    const root = await send(t, 'PUT', `/api/admin/admins/${ownerId}/role`, a.token, {
      role: 'catalog',
    });
    expect(root.statusCode).toBe(200);
    // B demotes A while another change of the owners holds their rows and demotes B.
    const trx = await t.db.startTransaction().execute();
    await trx
      .selectFrom('admins')
      .select('admin_id')
      .where('role', '=', 'owner')
      .forUpdate()
      .execute();
    await trx.updateTable('admins').set({ role: 'finance' }).where('admin_id', '=', b.id).execute();
    const waiting = send(t, 'PUT', `/api/admin/admins/${a.id}/role`, b.token, { role: 'finance' });
    if (t.engine === 'postgres') {
      // On PostgreSQL the request passes its guard (B is an owner until the commit) and waits.
      const blocked = () =>
        sql<{ n: number }>`select count(*)::int as n from pg_locks where not granted`.execute(t.db);
      await expect.poll(async () => (await blocked()).rows[0]?.n).toBeGreaterThan(0);
    }
    await trx.commit().execute();
    const res = await waiting;
    // Refused as the last owner (409), or, when its guard ran after the commit, as no owner.
    expect([403, 409]).toContain(res.statusCode);
    const owners = await t.db
      .selectFrom('admins')
      .select('admin_id')
      .where('role', '=', 'owner')
      .where('removed_at', 'is', null)
      .execute();
    expect(owners).toEqual([{ admin_id: a.id }]);
  });
});
