import { Box } from '@mantine/core';
import { Outlet, useNavigate } from 'react-router';
import { ChatLiveUpdates } from '../../features/chat/use-chat-live-updates';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { logoutOnServer } from '../../lib/api-client';
import { clearSession, useSession } from '../../lib/session';
import { SocketProvider } from '../../lib/socket-provider';
import { RouteAnnouncer } from '../route-announcer';
import { navFor } from './nav-links';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  const session = useSession();
  const navigate = useNavigate();

  const logout = () => {
    logoutOnServer('user');
    clearSession();
    navigate('/Login');
  };

  // The socket is open only while a client or provider is signed in.
  return (
    <SocketProvider>
      {session && <ChatLiveUpdates />}
      <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
        <RouteAnnouncer />
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader
          links={navFor(session?.userType)}
          onLogout={session ? logout : undefined}
          actions={session && <NotificationBell userType={session.userType} />}
        />
        <Box component="main" id="main" style={{ flex: 1 }}>
          <Outlet />
        </Box>
        <SiteFooter />
      </Box>
    </SocketProvider>
  );
}
