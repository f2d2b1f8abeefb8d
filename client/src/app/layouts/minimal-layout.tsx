import { Box, Center, Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '#components/ui/language-switch';
import { OfflineBar } from '#components/ui/status-bar';
import { paths } from '#lib/paths';
import { RouteAnnouncer } from '../route-announcer';
import classes from './minimal-layout.module.css';

/** For the admin and reset-password pages: the logo centred on top, the language switch, no bar, no footer. */
export function MinimalLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <RouteAnnouncer />
      <OfflineBar />
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <Center component="header" pt="xl" className={classes.header}>
        <LanguageSwitch className={classes.language} />
        <Link to={paths.home} aria-label={t('common.homeLink')} style={{ textDecoration: 'none' }}>
          <Group gap="xs" wrap="nowrap">
            <Image src="/images/logo-96.png" alt="" w={40} h={40} />
            <Text fw={800} size="xl" c="navy.9">
              {t('common.brand')}
            </Text>
          </Group>
        </Link>
      </Center>
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
