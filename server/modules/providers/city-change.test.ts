import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CITY_CHANGE_DAYS } from '#contracts/providers';
import { adminEnv } from '../../test/factories';
import { KARACHI, LAHORE, newProvider, type User } from '../../test/marketplace';
import { saveProfile } from '../../test/provider-profile';
import { createTestApp, type TestApp } from '../../test/test-app';

const ISLAMABAD = 3;
const DAY = 24 * 60 * 60 * 1000;

// Finding N6: a provider switched city four times in a row to read every city's feed.
let t: TestApp;
let now = new Date('2026-11-27T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp(adminEnv, { clock: () => now });
});
afterAll(() => t.close());

const moveTo = (sp: User, cityId: number) => saveProfile(t, sp, { city_id: cityId });

const cityOf = async (sp: User) =>
  (
    await t.db
      .selectFrom('service_providers')
      .select('city_id')
      .where('sp_id', '=', sp.id)
      .executeTakeFirstOrThrow()
  ).city_id;

describe('a provider changing its city', () => {
  it(`moves once, is refused 429 within ${CITY_CHANGE_DAYS} days, and moves again after`, async () => {
    const sp = await newProvider(t);
    const info = vi.spyOn(t.app.log, 'info');
    const first = await moveTo(sp, KARACHI);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      city_id: KARACHI,
      cityChangeableAt: now.getTime() + CITY_CHANGE_DAYS * DAY,
    });
    expect(info).toHaveBeenCalledWith(
      { spId: sp.id, fromCityId: LAHORE, toCityId: KARACHI },
      'provider changed city',
    );
    info.mockRestore();

    now = new Date(now.getTime() + DAY);
    const second = await moveTo(sp, ISLAMABAD);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe(String((CITY_CHANGE_DAYS - 1) * 24 * 60 * 60));
    expect(second.json().error).toMatchObject({
      code: 'provider.city_change_too_soon',
      key: 'providers.errors.cityChangeTooSoon',
      params: { days: CITY_CHANGE_DAYS, wait: CITY_CHANGE_DAYS - 1 },
    });
    expect(await cityOf(sp)).toBe(KARACHI);
    // The rest of the profile still saves while the city stays.
    const other = await saveProfile(t, sp, { phone: '03111111111' });
    expect(other.statusCode).toBe(200);

    now = new Date(now.getTime() + (CITY_CHANGE_DAYS - 1) * DAY);
    expect((await moveTo(sp, ISLAMABAD)).statusCode).toBe(200);
    expect(await cityOf(sp)).toBe(ISLAMABAD);
  });

  it('makes one change of two sent at once', async () => {
    const sp = await newProvider(t);
    const answers = await Promise.all([moveTo(sp, KARACHI), moveTo(sp, ISLAMABAD)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
    const moved = answers.find((a) => a.statusCode === 200)?.json().city_id;
    expect(await cityOf(sp)).toBe(moved);
  });
});
