import { sql } from 'kysely';
import { genderInput } from '#contracts/auth';
import type { Language } from '#locales/languages';
import { hashPassword } from '../lib/password';
import { createTokenSigner, type TokenSigner } from '../lib/tokens';
import { clientForm, providerForm } from './factories';
import { TEST_JWT_SECRET, type TestApp } from './test-app';

/**
 * Accounts written straight into a test app's database, each with a token signed as a login
 * signs it: for tests where signing up is only the setup. Signing up over HTTP costs two argon2
 * runs and two requests an account; the auth tests (`server/modules/auth`) still do it for real.
 */

/** Every seeded account has the forms' password, hashed once per test process. */
let passwordHash: Promise<string> | undefined;
const hashOfFormPassword = () => {
  passwordHash ??= hashPassword(clientForm().password);
  return passwordHash;
};

const signers = new Map<string, TokenSigner>();
/** Signs with the key the app checks tokens with (the test secret unless the app says). */
function signerOf(t: TestApp): TokenSigner {
  const secret = t.config?.jwtSecret ?? TEST_JWT_SECRET;
  let signer = signers.get(secret);
  if (!signer) {
    signer = createTokenSigner(new TextEncoder().encode(secret));
    signers.set(secret, signer);
  }
  return signer;
}

export type SeededAccount = { id: number; token: string; email: string; password: string };

/**
 * What `signUp` leaves behind, without HTTP: the account with the sign-up form's profile,
 * logged in once, and a session token for it.
 */
export async function seedAccount(
  t: TestApp,
  role: 'client' | 'provider',
  language: Language = 'en',
): Promise<SeededAccount> {
  const client = clientForm();
  const provider = providerForm();
  const email = role === 'client' ? client.email : provider.email;
  const actorRole = role === 'client' ? 'clients' : 'serviceproviders';
  const passwordHash = await hashOfFormPassword();
  const id = await t.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('accounts')
      .values({
        role: actorRole,
        email,
        password_hash: passwordHash,
        language,
        last_login_at: sql<Date>`now()`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const termsAcceptedAt = new Date();
    if (role === 'client') {
      await trx
        .insertInto('clients')
        .values({ client_id: id, name: client.name, terms_accepted_at: termsAcceptedAt })
        .execute();
    } else {
      await trx
        .insertInto('service_providers')
        .values({
          sp_id: id,
          first_name: provider.firstName,
          last_name: provider.lastName,
          phone: provider.phone,
          address: provider.address,
          city_id: Number(provider.city_id),
          gender: genderInput.parse(provider.gender),
          dob: provider.dob,
          tips: provider.tips ?? false,
          terms_accepted_at: termsAcceptedAt,
        })
        .execute();
    }
    return id;
  });
  // A new account's token version is the column's default, 0.
  const token = await signerOf(t).sign({ id, role: actorRole, version: 0 });
  return { id, token, email, password: client.password };
}
