import { Box } from '@mantine/core';
import { Outlet, useNavigate } from 'react-router';
import { clearSession, useSession } from '../../lib/session';
import { navFor } from './nav-links';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  const session = useSession();
  const navigate = useNavigate();

  const logout = () => {
    clearSession();
    navigate('/Login');
  };

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader links={navFor(session?.userType)} onLogout={session ? logout : undefined} />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
