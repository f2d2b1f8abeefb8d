import { Container } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { BusyIndicator } from '#components/ui/busy-indicator';
import { LoadError } from '#components/ui/load-error';
import type { UserType } from '#contracts/auth';
import { useVerifyUser } from '#features/auth/api/auth';
import { ApiError } from '#lib/api-client';
import { paths } from '#lib/paths';
import type { LoginState } from '#lib/return-to';
import { clearSession, sessionHadExpired, useAdminToken, useSession } from '#lib/session';

type GuardProps = { children?: ReactNode };

/**
 * Lets a route through only when the server accepts the stored token for `userType`
 * ('clients': GET /verify-client; 'serviceproviders': GET /verify-serviceprovider). On any
 * refusal the stored session is removed and the user goes to /Login, which says why and brings
 * them back here after. Use as a layout route (renders the child routes) or around an element.
 */
export function RequireUser({ userType, children }: GuardProps & { userType: UserType }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const verify = useVerifyUser(userType, session?.token);
  // Only the server's "no" ends the session: 401, the token is no good; 403, this page is the
  // other role's. A lost network or a failing server keeps it and offers to try again.
  const refusal = verify.error instanceof ApiError ? verify.error.status : null;
  const refused = refusal === 401 || refusal === 403;
  const failed = session === null || refused;

  useEffect(() => {
    if (failed) clearSession();
  }, [failed]);

  if (failed) {
    const state: LoginState = {
      from: `${location.pathname}${location.search}${location.hash}`,
      role: userType,
      reason: refusal === 401 || (session === null && sessionHadExpired()) ? 'expired' : 'signin',
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (verify.isError) {
    return (
      <Container size="sm" py="xl">
        <LoadError message={t('auth.session.checkFailed')} onRetry={() => void verify.refetch()} />
      </Container>
    );
  }
  if (verify.isPending) {
    return <BusyIndicator label={t('auth.session.checking')} />;
  }
  return children ?? <Outlet />;
}

/** Lets the admin pages through only with a stored admin token, else to /admin/login. */
export function RequireAdmin({ children }: GuardProps) {
  const token = useAdminToken();
  if (!token) return <Navigate to={paths.adminLogin} replace />;
  return children ?? <Outlet />;
}
