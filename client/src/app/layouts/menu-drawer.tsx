import { Drawer, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type MenuDrawerProps = {
  opened: boolean;
  onClose: () => void;
  /** The width from which the bar shows its links itself. */
  hiddenFrom: 'md' | 'lg';
  children: ReactNode;
};

/**
 * The phone's menu: the bar's links in a drawer from the burger's side (the end of the bar:
 * Mantine's 'right' is the left edge in Urdu, right to left). Loaded on the first tap of the
 * burger (the Drawer brings Mantine's modal, focus-trap and scroll-lock code); it mounts closed
 * and opens on the next render, so the first opening slides in like every other one.
 */
export default function MenuDrawer({ opened, onClose, hiddenFrom, children }: MenuDrawerProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(opened), [opened]);
  return (
    <Drawer
      opened={shown}
      onClose={onClose}
      title={t('common.nav.menu')}
      hiddenFrom={hiddenFrom}
      size="75%"
      position="right"
    >
      <Stack component="nav" aria-label={t('common.nav.main')} gap={4}>
        {children}
      </Stack>
    </Drawer>
  );
}
