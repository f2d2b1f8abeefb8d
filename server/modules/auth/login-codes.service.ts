import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { LOGIN_CODE_MINUTES } from '#contracts/auth';
import { ErrorCode } from '#contracts/errors';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import * as repo from './auth.repo';
import type { AuthLimits } from './auth-limits';
import { loginCodeMail } from './login-code-mail';
import * as codes from './login-codes.repo';

/** Where the admin's code is put: only who runs the server can read it (decision 0044). */
export const ADMIN_CODE_FILE = 'admin-login-code.txt';

type Caller = { address: string };

const hashOf = (login: string, code: string) =>
  crypto.createHash('sha256').update(`${login}\n${code}`).digest('hex');

const sameHash = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

const codeInvalid = () =>
  new AppError(ErrorCode.loginCodeInvalid, 401, 'auth.errors.loginCodeInvalid');

/**
 * The second step past an account's guessing brake (decision 0044): the owner asks for a
 * one-time code, sent where only the owner reads it (the account's email; for the admin, a
 * file in the server's data folder), and signs in with it and the password. A code works
 * once, for LOGIN_CODE_MINUTES; each address gets a few tries (auth-limits.ts), so a stranger
 * can neither spend the owner's tries nor end its code. Asking answers the same, at once,
 * whether the login exists or not: the mail goes out after the answer.
 */
export function createLoginCodes(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  limits: AuthLimits;
  dataDir: string;
  /** The site's public URL: the mail's logo and settings link. */
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, limits } = deps;

  async function issue(login: string): Promise<string> {
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    await codes.issueCode(db, login, hashOf(login, code), LOGIN_CODE_MINUTES);
    return code;
  }

  return {
    async sendToAccount(email: string, caller: Caller) {
      await limits.address('login-code', caller.address);
      const login = `account:${email}`;
      await limits.loginCodeAsked(login, caller.address);
      const sending = (async () => {
        const account = await repo.findAccountByEmail(db, email);
        // A suspended account signs in with no code (decision 0068): none is sent.
        if (!account || account.suspended_for) return;
        const code = await issue(login);
        await deps.mailer.send(
          loginCodeMail(
            {
              to: account.email,
              name: await repo.nameOf(db, account.id),
              language: account.language,
              site: deps.publicUrl,
            },
            code,
            LOGIN_CODE_MINUTES,
          ),
        );
      })();
      sending.catch((err) => deps.log.error({ err }, 'sign-in code mail failed'));
      return { sent: true as const };
    },

    async sendToAdmin(username: string, caller: Caller) {
      await limits.address('admin-login-code', caller.address);
      const login = `admin:${username}`;
      await limits.loginCodeAsked(login, caller.address);
      const putting = (async () => {
        const admin = await repo.findAdminByUsername(db, username);
        if (!admin) return;
        const code = await issue(login);
        const file = path.join(deps.dataDir, ADMIN_CODE_FILE);
        // Whole or not at all for a reader: written aside, owner-only, then renamed over.
        const aside = `${file}.${process.pid}.tmp`;
        await fs.writeFile(aside, `${code}\n`, { mode: 0o600 });
        await fs.chmod(aside, 0o600);
        await fs.rename(aside, file);
        deps.log.warn({ file }, 'a one-time admin sign-in code was put in the data folder');
      })();
      putting.catch((err) => deps.log.error({ err }, 'admin sign-in code not written'));
      return { sent: true as const };
    },

    /**
     * Whether `code` is one of the login's open codes; counts a try of this address either
     * way. Answers its id, to be used once the password was right; throws when a code was sent
     * and is not right.
     */
    async check(login: string, code: string | undefined, caller: Caller) {
      if (code === undefined) return null;
      await limits.loginCodeTry(login, caller.address);
      const hash = hashOf(login, code);
      const open = (await codes.openCodes(db, login)).find((c) => sameHash(c.code_hash, hash));
      if (!open) throw codeInvalid();
      return open.id;
    },

    /** The code worked: it works no more. */
    async use(id: number): Promise<void> {
      if (!(await codes.spendCode(db, id))) throw codeInvalid();
    },
  };
}

export type LoginCodes = ReturnType<typeof createLoginCodes>;
