import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import {
  AuthResponses,
  type clientRegistrationRequest,
  type providerRegistrationRequest,
} from '#contracts/auth';
import { ErrorCode } from '#contracts/errors';
import type { Language } from '#locales/languages';
import { isUniqueViolation } from '../../db/refusals';
import type { Database } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import type { CatalogService } from '../catalog/catalog.service';
import type { ProvidersService } from '../providers/providers.service';
import * as repo from './auth.repo';
import type { AuthLimits } from './auth-limits';

type ClientInput = z.output<typeof clientRegistrationRequest>;
type ProviderInput = z.output<typeof providerRegistrationRequest>;

const emailExists = () =>
  new AppError(ErrorCode.emailTaken, 409, 'auth.errors.emailExists', {
    message: AuthResponses.emailExists,
  });

export function createRegistrationService(
  db: Kysely<Database>,
  limits: AuthLimits,
  catalog: Pick<CatalogService, 'cityExists'>,
  /** A provider's profile is the providers module's to write, in this transaction. */
  providers: Pick<ProvidersService, 'addProfile'>,
) {
  /** Writes the account and its profile together; an email taken meanwhile is still a 409. */
  async function register(
    caller: { address: string },
    email: string,
    password: string,
    language: Language,
    role: 'clients' | 'serviceproviders',
    writeProfile: (trx: Transaction<Database>, id: number) => Promise<unknown>,
  ) {
    await limits.address('register', caller.address);
    // The password is hashed either way, so a taken email takes as long to answer as a new one.
    const [taken, passwordHash] = await Promise.all([
      repo.emailTaken(db, email),
      hashPassword(password),
    ]);
    if (taken) throw emailExists();
    try {
      await db.transaction().execute(async (trx) => {
        const id = await repo.insertAccount(trx, role, email, passwordHash, language);
        await writeProfile(trx, id);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw emailExists();
      throw err;
    }
    return { message: AuthResponses.userCreated };
  }

  return {
    registerClient(input: ClientInput, caller: { address: string }) {
      return register(caller, input.email, input.password, input.language, 'clients', (trx, id) =>
        repo.insertClientProfile(trx, id, input.name),
      );
    },

    async registerProvider(input: ProviderInput, caller: { address: string }) {
      if (!(await catalog.cityExists(input.city_id))) {
        throw badRequest('auth.errors.chooseCity');
      }
      return register(
        caller,
        input.email,
        input.password,
        input.language,
        'serviceproviders',
        (trx, id) =>
          providers.addProfile(trx, {
            sp_id: id,
            first_name: input.firstName,
            last_name: input.lastName,
            phone: input.phone,
            address: input.address,
            city_id: input.city_id,
            gender: input.gender,
            dob: input.dob,
            tips: input.tips,
          }),
      );
    },
  };
}
