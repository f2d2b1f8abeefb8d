import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminToken, send, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let sp: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let client: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  sp = await signUp(t, 'provider');
  other = await signUp(t, 'provider');
  client = await signUp(t, 'client');
});
afterAll(() => t.close());

const prefs = (
  token: string,
  services: Array<{ serviceId: number | string; available?: boolean }>,
) => send(t, 'POST', '/api/service-provider/preferences', token, { services });

describe('POST /api/service-provider/preferences', () => {
  it("sets the provider's services; GET lists them with category and availability", async () => {
    const res = await prefs(sp.token, [
      { serviceId: 1, available: true },
      { serviceId: 7, available: false },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Preferences updated successfully' });
    const list = (await send(t, 'GET', '/api/service-provider/services', sp.token)).json();
    expect(list).toEqual([
      {
        service_id: 7,
        service_name: 'Lighting Installation',
        category_name: 'Electrical Services',
        availability_status: false,
      },
      {
        service_id: 1,
        service_name: 'Leak Repair',
        category_name: 'Plumbing Services',
        availability_status: true,
      },
    ]);
  });

  it('adds to what is there and updates availability; another provider is untouched', async () => {
    await prefs(sp.token, [{ serviceId: 7, available: true }, { serviceId: 2 }]);
    const list = (await send(t, 'GET', '/api/service-provider/services', sp.token)).json();
    expect(list.map((s: { service_id: number }) => s.service_id).sort()).toEqual([1, 2, 7]);
    expect(list.find((s: { service_id: number }) => s.service_id === 7).availability_status).toBe(
      true,
    );
    expect((await send(t, 'GET', '/api/service-provider/services', other.token)).json()).toEqual(
      [],
    );
  });

  it('refuses an empty list, an unknown service and an inactive one, changing nothing', async () => {
    expect((await prefs(sp.token, [])).statusCode).toBe(400);
    expect((await prefs(sp.token, [{ serviceId: 9999 }])).statusCode).toBe(400);
    expect((await prefs(sp.token, [{ serviceId: 'abc' }])).statusCode).toBe(400);
    await t.db
      .updateTable('services')
      .set({ status: 'inactive' })
      .where('service_id', '=', 30)
      .execute();
    expect((await prefs(sp.token, [{ serviceId: 30 }, { serviceId: 3 }])).statusCode).toBe(400);
    const ids = (await send(t, 'GET', '/api/service-provider/services', sp.token))
      .json()
      .map((s: { service_id: number }) => s.service_id);
    expect(ids).not.toContain(3);
  });

  it('answers 401 without a token and 403 to a client or the admin', async () => {
    expect(
      (
        await send(t, 'POST', '/api/service-provider/preferences', undefined, {
          services: [{ serviceId: 1 }],
        })
      ).statusCode,
    ).toBe(401);
    expect((await prefs(client.token, [{ serviceId: 1 }])).statusCode).toBe(403);
    expect((await prefs(await adminToken(t), [{ serviceId: 1 }])).statusCode).toBe(403);
  });
});

describe('availability and removal', () => {
  it('toggles availability of an offered service', async () => {
    const res = await send(t, 'PUT', '/api/service-provider/updateAvailability/1', sp.token, {
      available: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ service_id: 1, availability_status: false });
  });

  it("answers 404 for a service the provider does not offer (another provider's included)", async () => {
    await prefs(other.token, [{ serviceId: 12 }]);
    expect(
      (
        await send(t, 'PUT', '/api/service-provider/updateAvailability/12', sp.token, {
          available: false,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await send(t, 'DELETE', '/api/service-provider/removeService/12', sp.token)).statusCode,
    ).toBe(404);
    const theirs = (await send(t, 'GET', '/api/service-provider/services', other.token)).json();
    expect(theirs).toEqual([
      expect.objectContaining({ service_id: 12, availability_status: true }),
    ]);
  });

  it('answers 400 for a bad id or body, 403 to a client', async () => {
    expect(
      (
        await send(t, 'PUT', '/api/service-provider/updateAvailability/x', sp.token, {
          available: true,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await send(t, 'PUT', '/api/service-provider/updateAvailability/1', sp.token, {
          available: 'yes',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await send(t, 'DELETE', '/api/service-provider/removeService/1', client.token)).statusCode,
    ).toBe(403);
  });

  it('removes an offered service', async () => {
    const res = await send(t, 'DELETE', '/api/service-provider/removeService/2', sp.token);
    expect(res.statusCode).toBe(200);
    const ids = (await send(t, 'GET', '/api/service-provider/services', sp.token))
      .json()
      .map((s: { service_id: number }) => s.service_id);
    expect(ids).not.toContain(2);
    expect(
      (await send(t, 'DELETE', '/api/service-provider/removeService/2', sp.token)).statusCode,
    ).toBe(404);
  });
});

describe('what a client sees of a provider', () => {
  it('shows name, city, services and (no) reviews, but no birth date, phone or email', async () => {
    const profile = await send(
      t,
      'GET',
      `/api/client/viewSPprofile?sp_id=${sp.user_ID}`,
      client.token,
    );
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      sp_id: sp.user_ID,
      fullname: 'Bilal Raza',
      city: 'Lahore',
      averageRating: null,
      reviewCount: 0,
    });
    const body = JSON.stringify(profile.json());
    for (const secret of ['1990-04-12', '03001234567', sp.email, 'password'])
      expect(body).not.toContain(secret);

    const services = (
      await send(t, 'GET', `/api/client/viewSPservices?sp_id=${sp.user_ID}`, client.token)
    ).json();
    expect(services.map((s: { service_id: number }) => s.service_id).sort()).toEqual([1, 7]);
    expect(
      (await send(t, 'GET', `/api/client/viewSPreviews?sp_id=${sp.user_ID}`, client.token)).json(),
    ).toEqual([]);
  });

  it('answers 404 for an unknown provider or a client id, 400 for a bad id, 403 to a provider', async () => {
    expect(
      (await send(t, 'GET', '/api/client/viewSPprofile?sp_id=99999', client.token)).statusCode,
    ).toBe(404);
    expect(
      (await send(t, 'GET', `/api/client/viewSPprofile?sp_id=${client.user_ID}`, client.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await send(t, 'GET', '/api/client/viewSPservices?sp_id=abc', client.token)).statusCode,
    ).toBe(400);
    expect(
      (await send(t, 'GET', `/api/client/viewSPreviews?sp_id=${sp.user_ID}`, other.token))
        .statusCode,
    ).toBe(403);
    expect(
      (await send(t, 'GET', `/api/client/viewSPprofile?sp_id=${sp.user_ID}`, undefined)).statusCode,
    ).toBe(401);
  });

  it('hides a deactivated service from the provider and the client alike', async () => {
    await t.db
      .updateTable('services')
      .set({ status: 'inactive' })
      .where('service_id', '=', 7)
      .execute();
    const services = (
      await send(t, 'GET', `/api/client/viewSPservices?sp_id=${sp.user_ID}`, client.token)
    ).json();
    expect(services.map((s: { service_id: number }) => s.service_id)).toEqual([1]);
    const offerable = (await send(t, 'GET', '/api/activeServices', undefined)).json();
    expect(offerable.some((s: { service_id: number }) => s.service_id === 7)).toBe(false);
  });
});
