import { get, send } from './factories';
import type { User } from './marketplace';
import { multipart } from './multipart';
import type { TestApp } from './test-app';

/** Saves the provider's profile form as it stands, with `changes` (a city move, a phone). */
export async function saveProfile(
  t: TestApp,
  sp: User,
  changes: Record<string, string | number> = {},
) {
  const profile = (await get(t, '/api/service-provider/profile', sp.token)).json();
  const fields = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    address: profile.address,
    city_id: profile.city_id,
    gender: profile.gender,
    dob: profile.dob,
    email: profile.email,
    ...changes,
  };
  return send(t, 'PUT', '/api/service-provider/updateProfile', sp.token, multipart(fields));
}
