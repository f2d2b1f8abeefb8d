import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryPage } from '#contracts/provider-directory';
import { get } from '../../test/factories';
import { LAHORE, LEAK_REPAIR, newClient, newProvider, type User } from '../../test/marketplace';
import { movableClock, phoneCalls, uniqueMobile } from '../../test/phones';
import { createTestApp, type TestApp } from '../../test/test-app';

const PASSWORD = 'correct horse battery';
const time = movableClock();
let t: TestApp;
let calls: ReturnType<typeof phoneCalls>;
let verified: User;
let unverified: User;
let client: User;
const { e164 } = uniqueMobile();

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' }, { clock: time.clock });
  calls = phoneCalls(t);
  verified = await newProvider(t);
  unverified = await newProvider(t);
  client = await newClient(t);
  await calls.verifyNumber(verified, e164);
  // A number being verified is no badge.
  await calls.start(unverified, { phone: uniqueMobile().e164 });
});
afterAll(() => t.close());

const card = async (spId: number) => {
  const page = (
    await get(t, `/api/providers?city_id=${LAHORE}&service_id=${LEAK_REPAIR}&limit=50`)
  ).json() as DirectoryPage;
  return page.items.find((p) => p.sp_id === spId);
};
const profile = async (spId: number) =>
  (await get(t, `/api/client/viewSPprofile?sp_id=${spId}`, client.token)).json();

describe('the "Verified phone" badge', () => {
  it('shows on the card and profile of a provider with a verified number, never the number', async () => {
    expect((await card(verified.id))?.phone_verified).toBe(true);
    expect((await profile(verified.id)).phone_verified).toBe(true);
    const everything = JSON.stringify([await card(verified.id), await profile(verified.id)]);
    expect(everything).not.toContain(e164.slice(3));
  });

  it('does not show for a provider without one, nor for a number still being verified', async () => {
    expect((await card(unverified.id))?.phone_verified).toBe(false);
    expect((await profile(unverified.id)).phone_verified).toBe(false);
  });

  it('goes when the number is removed', async () => {
    const other = await newProvider(t);
    const number = uniqueMobile().e164;
    await calls.verifyNumber(other, number);
    expect((await card(other.id))?.phone_verified).toBe(true);
    expect((await calls.remove(other, { password: PASSWORD })).statusCode).toBe(200);
    expect((await card(other.id))?.phone_verified).toBe(false);
    expect((await profile(other.id)).phone_verified).toBe(false);
  });
});
