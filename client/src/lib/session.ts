import { useSyncExternalStore } from 'react';
import type { UserType } from '#contracts/auth';
import { SIGNED_IN_COOKIE } from '#contracts/rendered-pages';

/** The spec's browser storage keys. */
export const StorageKeys = {
  token: 'token',
  userId: 'user_ID',
  userType: 'usertype',
  adminToken: 'adminToken',
  resetEmail: 'resetEmail',
} as const;

export type Session = { token: string; userId: number; userType: UserType };

/** Dispatched on `window` whenever this tab changes the stored session or admin token. */
const SESSION_CHANGE_EVENT = 'servicehub:session-change';

function notifySessionChange(): void {
  tellServerSignedIn(readSession() !== null);
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/**
 * Whether this browser has a user signed in, for the server (decision 0092): it renders public
 * pages as a visitor sees them, and leaves them to the browser for a signed-in user, whose
 * header would otherwise change under their eyes. Only the fact; the token stays in storage.
 */
export function tellServerSignedIn(signedIn: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: Firefox and Safari lack the Cookie Store API.
  document.cookie = signedIn
    ? `${SIGNED_IN_COOKIE}=1; path=/; max-age=31536000; samesite=lax`
    : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

export function readSession(): Session | null {
  // The server renders public pages as a visitor sees them (decision 0092).
  if (typeof localStorage === 'undefined') return null;
  const token = localStorage.getItem(StorageKeys.token);
  const userId = Number(localStorage.getItem(StorageKeys.userId));
  const userType = localStorage.getItem(StorageKeys.userType);
  if (!token || !Number.isInteger(userId) || userId <= 0) return null;
  if (userType !== 'clients' && userType !== 'serviceproviders') return null;
  return { token, userId, userType };
}

export function saveSession(session: Session): void {
  sessionStorage.removeItem(EXPIRED_KEY);
  sessionStorage.removeItem(SUSPENDED_KEY);
  localStorage.setItem(StorageKeys.token, session.token);
  localStorage.setItem(StorageKeys.userId, String(session.userId));
  localStorage.setItem(StorageKeys.userType, session.userType);
  notifySessionChange();
}

export function clearSession(): void {
  localStorage.removeItem(StorageKeys.token);
  localStorage.removeItem(StorageKeys.userId);
  localStorage.removeItem(StorageKeys.userType);
  notifySessionChange();
}

/** Set (for this tab) when the server refused the stored token: the login page says why. */
const EXPIRED_KEY = 'sessionExpired';

/**
 * The server no longer accepts `token` (it expired or was revoked): sign out, unless the
 * session stored now is another one (a late answer to a call made before a new sign-in).
 */
export function endExpiredSession(token: string): void {
  if (readSession()?.token !== token) return;
  sessionStorage.setItem(EXPIRED_KEY, '1');
  clearSession();
}

export const sessionHadExpired = () => sessionStorage.getItem(EXPIRED_KEY) === '1';

/** Set (for this tab) when the server said the account is suspended: the reason's kind. */
const SUSPENDED_KEY = 'sessionSuspended';

/**
 * The account of `token` is suspended (decision 0068): sign out and keep the reason, which the
 * login page words; a later sign-in clears it.
 */
export function endSuspendedSession(token: string, reason: string): void {
  if (readSession()?.token !== token) return;
  sessionStorage.setItem(SUSPENDED_KEY, reason);
  clearSession();
}

/** The kind of reason this tab's session was ended for, when a suspension ended it. */
export const suspendedReason = () => sessionStorage.getItem(SUSPENDED_KEY);

export function readAdminToken(): string | null {
  return localStorage.getItem(StorageKeys.adminToken);
}

export function saveAdminToken(token: string): void {
  localStorage.setItem(StorageKeys.adminToken, token);
  notifySessionChange();
}

export function clearAdminToken(): void {
  localStorage.removeItem(StorageKeys.adminToken);
  notifySessionChange();
}

/**
 * Device tokens, one per account this browser signed in to (a few at most): sent with the next
 * login to that account, so strangers guessing its password cannot keep this browser out.
 */
const DEVICE_TOKENS_KEY = 'deviceTokens';
const MAX_DEVICE_TOKENS = 5;

function deviceTokens(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(DEVICE_TOKENS_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export const readDeviceToken = (account: string): string | undefined => deviceTokens()[account];

export function saveDeviceToken(account: string, token: string): void {
  const kept = Object.entries(deviceTokens()).filter(([key]) => key !== account);
  const next = Object.fromEntries([...kept.slice(-(MAX_DEVICE_TOKENS - 1)), [account, token]]);
  localStorage.setItem(DEVICE_TOKENS_KEY, JSON.stringify(next));
}

export const readResetEmail = () => localStorage.getItem(StorageKeys.resetEmail);
export const saveResetEmail = (email: string) =>
  localStorage.setItem(StorageKeys.resetEmail, email);

// ---- a tiny store over localStorage, for React ----

/** Listens to this tab's changes and to other tabs' (`storage` events). */
function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

let lastKey = '';
let lastSession: Session | null = null;

/** The same object while the stored values stay the same, as useSyncExternalStore requires. */
function sessionSnapshot(): Session | null {
  const session = readSession();
  const key = session ? `${session.token}\n${session.userId}\n${session.userType}` : '';
  if (key !== lastKey) {
    lastKey = key;
    lastSession = session;
  }
  return lastSession;
}

/** Calls `onChange` whenever the signed-in user changes (this tab or another); answers an unsubscribe. */
export function onSessionChange(onChange: () => void): () => void {
  let previous = sessionSnapshot();
  return subscribe(() => {
    const current = sessionSnapshot();
    if (current !== previous) onChange();
    previous = current;
  });
}

/** The signed-in user (or null); re-renders right after login, logout or a change in another tab. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, sessionSnapshot, () => null);
}

/** The stored admin token (or null), kept current like `useSession`. */
export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribe, readAdminToken, () => null);
}
