import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { UserType } from '../../../contracts/auth';
import { BusyIndicator } from '../components/ui/busy-indicator';
import { useVerifyUser } from '../features/auth/api';
import type { LoginState } from '../features/auth/return-to';
import { clearSession, sessionHadExpired, useAdminToken, useSession } from '../lib/session';

type GuardProps = { children?: ReactNode };

/**
 * Lets a route through only when the server accepts the stored token for `userType`
 * ('clients': GET /verify-client; 'serviceproviders': GET /verify-serviceprovider). On any
 * failure the stored session is removed and the user goes to /Login, which says why and brings
 * them back here after. Use as a layout route (renders the child routes) or around an element.
 */
export function RequireUser({ userType, children }: GuardProps & { userType: UserType }) {
  const session = useSession();
  const location = useLocation();
  const verify = useVerifyUser(userType, session?.token);
  const failed = session === null || verify.isError;

  useEffect(() => {
    if (failed) clearSession();
  }, [failed]);

  if (failed) {
    const state: LoginState = {
      from: `${location.pathname}${location.search}${location.hash}`,
      role: userType,
      reason: session === null && !sessionHadExpired() ? 'signin' : 'expired',
    };
    return <Navigate to="/Login" replace state={state} />;
  }
  if (verify.isPending) {
    return <BusyIndicator label="Checking your session" />;
  }
  return children ?? <Outlet />;
}

/** Lets the admin pages through only with a stored admin token, else to /admin/login. */
export function RequireAdmin({ children }: GuardProps) {
  const token = useAdminToken();
  if (!token) return <Navigate to="/admin/login" replace />;
  return children ?? <Outlet />;
}
