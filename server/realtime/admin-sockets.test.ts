import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES } from '#contracts/admins';
import { addAdmin } from '../test/admins';
import { adminEnv, adminToken, send } from '../test/factories';
import { listenLocally, socketClients } from '../test/sockets';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let url: string;
const { open, closeAll } = socketClients(() => url);
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  url = await listenLocally(t);
});
afterAll(async () => {
  closeAll();
  await t.close();
});

const refusal = (token: string) =>
  open(token).then(
    () => 'connected',
    (error: { data?: { code?: string } }) => error.data?.code,
  );

describe('admin sockets', () => {
  it('are never opened, for any role: a removed admin has no socket left to close', async () => {
    const owner = await adminToken(t);
    expect(await refusal(owner)).toBe('unauthorized');
    for (const role of ADMIN_ROLES) {
      const admin = await addAdmin(t, role);
      expect(await refusal(admin.token)).toBe('unauthorized');
      expect((await send(t, 'DELETE', `/api/admin/admins/${admin.id}`, owner)).statusCode).toBe(
        200,
      );
      expect(await refusal(admin.token)).toBe('unauthorized');
    }
  });
});
