import { Burger, Container, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink } from 'react-router';
import { LanguageSwitch } from '#components/ui/language-switch';
import { text as say } from '#lib/i18n';
import { paths } from '#lib/paths';
import { InstallAppEntry } from '../install/install-entry';
import type { NavLink } from './nav-links';
import classes from './site-header.module.css';

const MenuDrawer = lazy(() => import('./menu-drawer'));

type SiteHeaderProps = {
  links: NavLink[];
  /** Shown as a Logout button at the end of the bar when a user is signed in. */
  onLogout?: () => void;
  /** Shown beside the bar on desktop and beside the burger on phones (the notification bell). */
  actions?: ReactNode;
};

export function SiteHeader({ links, onLogout, actions }: SiteHeaderProps) {
  const { t } = useTranslation();
  // A signed-in bar has nine entries: they fit on one line from 1200 px, beside the logo
  // without the brand's name below 1408 px.
  const barFrom = onLogout ? 'lg' : 'md';
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code loads on the first tap of the burger and stays mounted after that.
  const [menuUsed, setMenuUsed] = useState(false);
  const items = links.map((link) => (
    <RouterNavLink key={link.to} to={link.to} end className={classes.link} onClick={close}>
      {say(link.label)}
    </RouterNavLink>
  ));
  const logout = onLogout && (
    <UnstyledButton
      className={classes.link}
      onClick={() => {
        close();
        onLogout();
      }}
    >
      {t('common.nav.logout')}
    </UnstyledButton>
  );

  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <UnstyledButton component={Link} to={paths.home} aria-label={t('common.homeLink')}>
            <Group gap="xs" wrap="nowrap">
              <Image src="/images/logo-96.png" alt="" w={36} h={36} />
              <Text
                fw={800}
                size="lg"
                c="navy.9"
                style={{ whiteSpace: 'nowrap' }}
                className={onLogout ? classes.brandBesideLongBar : undefined}
              >
                {t('common.brand')}
              </Text>
            </Group>
          </UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <Group component="nav" aria-label={t('common.nav.main')} gap={4} visibleFrom={barFrom}>
              {items}
              {logout}
            </Group>
            <LanguageSwitch className={classes.link} />
            {actions}
            <Burger
              opened={opened}
              onClick={() => {
                setMenuUsed(true);
                toggle();
              }}
              hiddenFrom={barFrom}
              aria-label={opened ? t('common.nav.closeMenu') : t('common.nav.openMenu')}
            />
          </Group>
        </Group>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <MenuDrawer opened={opened} onClose={close} hiddenFrom={barFrom}>
            {items}
            {onLogout && <InstallAppEntry className={classes.link} />}
            {logout}
          </MenuDrawer>
        </Suspense>
      )}
    </header>
  );
}
