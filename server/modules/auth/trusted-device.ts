import { jwtVerify, SignJWT } from 'jose';

const AUDIENCE = 'servicehub-device';
const LIFETIME = '180d';

/**
 * A browser that has signed in to an account before gets a device token for it: signed, for
 * that account only, kept by the browser and sent with its next logins. Attempts it vouches
 * for skip the account-wide guessing budget, so strangers flooding an account from many
 * addresses cannot keep its owner out of the devices the owner already uses.
 */
export function createDeviceTrust(secret: Uint8Array) {
  return {
    issue(account: string): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(account)
        .setAudience(AUDIENCE)
        .setIssuer('servicehub')
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(secret);
    },

    /** Whether `token` is a device token of this account; false for anything else. */
    async vouches(token: string | undefined, account: string): Promise<boolean> {
      if (!token || token.length > 4096) return false;
      try {
        const { payload } = await jwtVerify(token, secret, {
          audience: AUDIENCE,
          issuer: 'servicehub',
          algorithms: ['HS256'],
          requiredClaims: ['exp'],
        });
        return payload.sub === account;
      } catch {
        return false;
      }
    },
  };
}

export type DeviceTrust = ReturnType<typeof createDeviceTrust>;
