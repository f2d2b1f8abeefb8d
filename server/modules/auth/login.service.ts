import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  AuthResponses,
  type adminLoginRequest,
  type LoginResponse,
  type loginRequest,
} from '#contracts/auth';
import { ErrorCode } from '#contracts/errors';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { verifyAgainstNothing, verifyPassword } from '../../lib/password';
import type { TokenSigner } from '../../lib/tokens';
import * as repo from './auth.repo';
import type { AuthLimits } from './auth-limits';
import type { LoginCodes } from './login-codes.service';
import { suspendedRefusal } from './suspended';
import type { DeviceTrust } from './trusted-device';

/** Which network address is asking; the limiter counts per address as well as per account. */
type Caller = { address: string };

export function createLoginService(
  db: Kysely<Database>,
  signer: TokenSigner,
  limits: AuthLimits,
  devices: DeviceTrust,
  codes: LoginCodes,
) {
  /**
   * Whether this attempt may skip the account-wide brake: a device token of the account, or
   * the login's one-time code (its id, to use up once the password is right).
   */
  async function vouched(
    login: string,
    input: { device_token?: string; login_code?: string },
    caller: Caller,
  ) {
    if (await devices.vouches(input.device_token, login)) return { trusted: true, codeId: null };
    const codeId = await codes.check(login, input.login_code, caller);
    return { trusted: codeId !== null, codeId };
  }

  return {
    /** Sends the account's owner a one-time code (by email); the same answer for any email. */
    requestCode: (email: string, caller: Caller) => codes.sendToAccount(email, caller),

    /** Puts a one-time admin code where only the server's operator reads it. */
    requestAdminCode: (username: string, caller: Caller) => codes.sendToAdmin(username, caller),

    async login(input: z.output<typeof loginRequest>, caller: Caller): Promise<LoginResponse> {
      await limits.address('login', caller.address);
      const key = `account:${input.email}`;
      const { trusted, codeId } = await vouched(key, input, caller);
      const attempt = await limits.passwordAttempt(key, caller.address, trusted);
      const account = await repo.findAccountByEmail(db, input.email);
      if (!account) {
        await verifyAgainstNothing(input.password);
        throw new AppError(ErrorCode.accountNotFound, 401, 'auth.messages.signupFirst', {
          message: AuthResponses.notExist,
        });
      }
      if (!(await verifyPassword(account.password_hash, input.password))) {
        throw new AppError(ErrorCode.invalidPassword, 401, 'auth.errors.invalidPassword', {
          message: AuthResponses.invalidPassword,
        });
      }
      // The password is right: only now is the suspension told (decision 0068), whether the
      // device was trusted or a one-time code came along.
      if (account.suspended_for) throw suspendedRefusal(account.suspended_for);
      if (codeId !== null) await codes.use(codeId);
      await attempt.succeeded();
      const firstLogin = account.role === 'serviceproviders' && account.last_login_at === null;
      await repo.recordLogin(db, account.id);
      const token = await signer.sign({
        id: account.id,
        role: account.role,
        version: account.token_version,
      });
      return {
        message: AuthResponses.loginOk,
        token,
        user_ID: account.id,
        role: account.role,
        first_time_login: firstLogin ? AuthResponses.firstTimeLogin : null,
        device_token: await devices.issue(key),
        language: account.language,
      };
    },

    async adminLogin(input: z.output<typeof adminLoginRequest>, caller: Caller) {
      await limits.address('admin-login', caller.address);
      const key = `admin:${input.username}`;
      const { trusted, codeId } = await vouched(key, input, caller);
      const attempt = await limits.passwordAttempt(key, caller.address, trusted);
      const admin = await repo.findAdminByUsername(db, input.username);
      let ok = false;
      if (admin) ok = await verifyPassword(admin.password_hash, input.password);
      else await verifyAgainstNothing(input.password);
      if (!admin || !ok) {
        throw new AppError(ErrorCode.invalidCredentials, 401, 'auth.errors.invalidCredentials', {
          message: AuthResponses.invalidCredentials,
        });
      }
      if (codeId !== null) await codes.use(codeId);
      await attempt.succeeded();
      await repo.recordAdminLogin(db, admin.admin_id);
      const token = await signer.sign({
        id: admin.admin_id,
        role: 'admin',
        version: admin.token_version,
      });
      return { message: AuthResponses.adminLoginOk, token, device_token: await devices.issue(key) };
    },
  };
}
