import type { UserType } from '#contracts/auth';
import type { TextKey } from '#locales/catalog';
import { paths } from './paths';

/** Why the login page was shown instead of the page asked for, and where to go back after. */
export type LoginState = {
  from: string;
  role: UserType;
  reason: 'signin' | 'expired';
};

/** What the login page says for each reason (catalog keys). */
export const LOGIN_REASON_TEXT: Record<LoginState['reason'], TextKey> = {
  signin: 'auth.loginReason.signin',
  expired: 'auth.loginReason.expired',
};

/**
 * The router state the guard sent, when it is one: anything else (a bookmark, a stale history
 * entry) reads as none. Only a path of this site is kept, never another origin.
 */
export function readLoginState(state: unknown): LoginState | null {
  if (!state || typeof state !== 'object') return null;
  const { from, role, reason } = state as Record<string, unknown>;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  if (from.startsWith(paths.login)) return null;
  if (role !== 'clients' && role !== 'serviceproviders') return null;
  if (reason !== 'signin' && reason !== 'expired') return null;
  return { from, role, reason };
}
