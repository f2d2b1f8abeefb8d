import { Box } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { OfflineBar } from '#components/ui/status-bar';
import { logoutOnServer } from '#lib/api-client';
import { paths } from '#lib/paths';
import { clearSession, useSession } from '#lib/session';
import { RouteAnnouncer } from '../route-announcer';
import { navFor } from './nav-links';
import { SiteHeader } from './site-header';

// Loaded on sign-in: the socket, live chat updates and the bell (see ./signed-in).
const signedIn = () => import('./signed-in');
const SignedInLive = lazy(signedIn);
const SignedInBell = lazy(async () => ({ default: (await signedIn()).SignedInBell }));

// Fetched after the first screen's code: it sits below every page's content, so drawing it a
// moment later moves nothing, and the first load stays inside its budget. A fetch that fails
// (offline) leaves the page without its footer rather than on the error screen.
const SiteFooter = lazy(() =>
  import('./site-footer').then(
    (footer): { default: ComponentType } => ({ default: footer.SiteFooter }),
    () => ({ default: () => null }),
  ),
);

/** Holds the bell's place (an ActionIcon of size lg) while its code loads. */
const BELL_SIZE = 34;

export function SiteLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();

  const logout = () => {
    // Loaded only then: the first page's code stays as small as it is.
    void import('#features/notifications/push-device').then((push) => push.endPushOnSignOut());
    logoutOnServer('user');
    clearSession();
    navigate(paths.login);
  };

  // The socket is open only while a client or provider is signed in: the live part mounts
  // with the session and unmounts (closing the socket) on logout.
  return (
    <>
      {session && (
        <Suspense fallback={null}>
          <SignedInLive />
        </Suspense>
      )}
      <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
        <RouteAnnouncer />
        <OfflineBar />
        <a href="#main" className="skip-link">
          {t('common.skipToContent')}
        </a>
        <SiteHeader
          links={navFor(session?.userType)}
          onLogout={session ? logout : undefined}
          actions={
            session && (
              <Suspense fallback={<Box w={BELL_SIZE} h={BELL_SIZE} style={{ flexShrink: 0 }} />}>
                <SignedInBell userType={session.userType} />
              </Suspense>
            )
          }
        />
        <Box component="main" id="main" style={{ flex: 1 }}>
          <Outlet />
        </Box>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </Box>
    </>
  );
}
