import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryPage } from '#contracts/provider-directory';
import { adminEnv, get, send } from '../../test/factories';
import {
  acceptedOrder,
  newClient,
  newProvider,
  rate,
  setStatus,
  type User,
} from '../../test/marketplace';
import { multipart, pngBytes } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let client: User;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  client = await newClient(t);
});
afterAll(() => t.close());

const listed = async (sp: User) => {
  const res = await get(t, '/api/providers?limit=100');
  expect(res.statusCode).toBe(200);
  return directoryPage.parse(res.json()).items.find((p) => p.sp_id === sp.id);
};

/** What a client sees on the provider's page: its rating and review count. */
const profileOf = async (sp: User) =>
  (await get(t, `/api/client/viewSPprofile?sp_id=${sp.id}`, client.token)).json() as {
    averageRating: number | null;
    reviewCount: number;
  };

describe('the directory counts jobs and ratings as orders move', () => {
  it('counts a completed order, its rating, and takes it back while it is disputed', async () => {
    const sp = await newProvider(t);
    expect(await listed(sp)).toMatchObject({ completedJobs: 0, reviewCount: 0 });

    const orders: number[] = [];
    for (const price of [1000, 1500, 2000]) orders.push(await acceptedOrder(t, client, sp, price));
    // Accepted is not done.
    expect((await listed(sp))?.completedJobs).toBe(0);
    for (const id of orders)
      expect((await setStatus(t, client, id, 'completed')).statusCode).toBe(200);
    expect((await listed(sp))?.completedJobs).toBe(3);

    for (const [i, stars] of [5, 4, 4].entries()) {
      const id = orders[i] as number;
      expect((await rate(t, client, id, stars)).statusCode).toBe(200);
    }
    // The same figures as the provider's page: 13 / 3 = 4.33 -> 4.3.
    expect(await listed(sp)).toMatchObject({ averageRating: 4.3, reviewCount: 3 });
    expect(await profileOf(sp)).toEqual(
      expect.objectContaining({ averageRating: 4.3, reviewCount: 3 }),
    );

    // A disputed order is not a job done until the admin settles it; its rating stays.
    const disputed = await send(
      t,
      'POST',
      `/api/orders/${orders[2]}/disputes`,
      client.token,
      multipart({ reason: 'The tap leaks again' }),
    );
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(await listed(sp)).toMatchObject({ completedJobs: 2, reviewCount: 3 });
  });
});

describe('GET /api/providers/:spId/photo', () => {
  let withPhoto: User;
  let withoutPhoto: User;
  beforeAll(async () => {
    withPhoto = await newProvider(t);
    withoutPhoto = await newProvider(t);
    const profile = (await get(t, '/api/service-provider/profile', withPhoto.token)).json();
    const res = await send(
      t,
      'PUT',
      '/api/service-provider/updateProfile',
      withPhoto.token,
      multipart(
        {
          firstName: profile.firstName,
          lastName: profile.lastName,
          phone: profile.phone,
          address: profile.address,
          city_id: profile.city_id,
          gender: profile.gender,
          dob: profile.dob,
          email: profile.email,
        },
        { field: 'profileImage', name: 'me.png', type: 'image/png', bytes: pngBytes(80) },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('serves, to anyone, the photo the directory names; cached for a day at that address', async () => {
    const path = (await listed(withPhoto))?.photo;
    expect(path).toMatch(new RegExp(`^/providers/${withPhoto.id}/photo\\?v=[0-9a-f]{12}$`));
    const res = await get(t, `/api${path}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(pngBytes(80))).toBe(true);
    // Without the version (or an old one): the current photo, cached briefly.
    const plain = await get(t, `/api/providers/${withPhoto.id}/photo`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=60');
  });

  it('answers 404 for a provider without a photo, one the directory does not list, an inactive one, or nobody', async () => {
    expect((await listed(withoutPhoto))?.photo).toBeNull();
    // No service available: not listed, so its photo is not public either.
    await t.db
      .updateTable('provider_services')
      .set({ available: false })
      .where('sp_id', '=', withPhoto.id)
      .execute();
    expect((await get(t, `/api/providers/${withPhoto.id}/photo`)).statusCode).toBe(404);
    await t.db
      .updateTable('provider_services')
      .set({ available: true })
      .where('sp_id', '=', withPhoto.id)
      .execute();
    expect((await get(t, `/api/providers/${withPhoto.id}/photo`)).statusCode).toBe(200);
    expect((await get(t, `/api/providers/${withoutPhoto.id}/photo`)).statusCode).toBe(404);
    expect((await get(t, '/api/providers/999999/photo')).statusCode).toBe(404);
    // A client's account id names no provider.
    expect((await get(t, `/api/providers/${client.id}/photo`)).statusCode).toBe(404);
    await t.db
      .updateTable('service_providers')
      .set({ status: 'inactive' })
      .where('sp_id', '=', withPhoto.id)
      .execute();
    expect((await get(t, `/api/providers/${withPhoto.id}/photo`)).statusCode).toBe(404);
  });

  it('answers 400 with a code for a bad id or version', async () => {
    for (const url of ['/api/providers/abc/photo', `/api/providers/${withPhoto.id}/photo?v=XYZ`]) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
  });
});
