import { Burger, Container, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router';
import { LanguageSwitch } from '#components/ui/language-switch';
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
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code loads on the first tap of the burger and stays mounted after that.
  const [menuUsed, setMenuUsed] = useState(false);
  const items = links.map((link) => (
    <RouterNavLink key={link.to} to={link.to} end className={classes.link} onClick={close}>
      {link.label}
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
      Logout
    </UnstyledButton>
  );

  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <UnstyledButton component={Link} to="/" aria-label="ServiceHub home">
            <Group gap="xs" wrap="nowrap">
              <Image src="/images/logo.png" alt="" w={36} h={36} />
              <Text fw={800} size="lg" c="navy.9">
                ServiceHub
              </Text>
            </Group>
          </UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
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
              hiddenFrom="md"
              aria-label={opened ? 'Close menu' : 'Open menu'}
            />
          </Group>
        </Group>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <MenuDrawer opened={opened} onClose={close}>
            {items}
            {logout}
          </MenuDrawer>
        </Suspense>
      )}
    </header>
  );
}
