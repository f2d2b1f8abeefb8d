import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActorRole } from '../lib/tokens';
import { adminEnv, adminToken } from '../test/factories';
import { newClient, newProvider } from '../test/marketplace';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let tokens: Record<ActorRole, string>;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  tokens = {
    clients: (await newClient(t)).token,
    serviceproviders: (await newProvider(t)).token,
    admin: await adminToken(t),
  };
});
afterAll(() => t.close());

const bodies = {
  'no boundary': { type: 'multipart/form-data', payload: 'garbage' },
  'a boundary that never appears': { type: 'multipart/form-data; boundary=xx', payload: 'garbage' },
  'a truncated part': {
    type: 'multipart/form-data; boundary=xx',
    payload: '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
  },
  'a part cut off before its header ends': {
    type: 'multipart/form-data; boundary=xx',
    payload: '--xx\r\nContent-Disposition: form-data; name="a"',
  },
};

describe('malformed multipart bodies', () => {
  it('get 400 with the error body on every upload route, never 500', async () => {
    const uploads = t.app.routes.filter((r) => r.shape.multipart);
    expect(uploads.length).toBe(11);
    for (const route of uploads) {
      const role = (route.access as ActorRole[])[0] as ActorRole;
      for (const [name, body] of Object.entries(bodies)) {
        const res = await t.app.inject({
          method: route.method as 'POST' | 'PUT',
          url: route.url.replace(/:\w+/g, '1'),
          headers: { authorization: `Bearer ${tokens[role]}`, 'content-type': body.type },
          payload: body.payload,
        });
        expect(res.statusCode, `${route.method} ${route.url} with ${name}`).toBe(400);
        expect(res.json()).toMatchObject({ error: { code: 'bad_request' } });
      }
    }
  });
});
