import { createSecretKey } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { type EmailGroup, emailGroup } from '#contracts/email-notifications';

/** Not the sessions' audience ('servicehub'): a session check refuses these tokens. */
const AUDIENCE = 'servicehub-unsubscribe';
const ISSUER = 'servicehub';
const PURPOSE = 'unsubscribe';
/** Old emails keep working for a year. */
const LIFETIME = '365d';

/**
 * The token of an email's unsubscribe link (decision 0039): signed with the server's JWT
 * secret for one account and one group of emails, good for turning that group off and nothing
 * else. It names no role and no token version, so it cannot stand for a login.
 */
export function createUnsubscribeTokens(secretBytes: Uint8Array) {
  const secret = createSecretKey(secretBytes);
  return {
    sign(accountId: number, group: EmailGroup): Promise<string> {
      return new SignJWT({ pur: PURPOSE, grp: group })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(accountId))
        .setAudience(AUDIENCE)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(secret);
    },

    /** The account and group of a valid unsubscribe token; null for anything else. */
    async read(token: string): Promise<{ accountId: number; group: EmailGroup } | null> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          audience: AUDIENCE,
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        const accountId = Number(payload.sub);
        const group = emailGroup.safeParse(payload.grp);
        if (payload.pur !== PURPOSE || !group.success) return null;
        if (!Number.isInteger(accountId) || accountId <= 0) return null;
        return { accountId, group: group.data };
      } catch {
        return null;
      }
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
