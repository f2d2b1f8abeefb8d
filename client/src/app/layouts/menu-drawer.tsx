import { Drawer, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';

type MenuDrawerProps = { opened: boolean; onClose: () => void; children: ReactNode };

/**
 * The phone's menu: the bar's links in a drawer from the right. Loaded on the first tap of the
 * burger (the Drawer brings Mantine's modal, focus-trap and scroll-lock code); it mounts closed
 * and opens on the next render, so the first opening slides in like every other one.
 */
export default function MenuDrawer({ opened, onClose, children }: MenuDrawerProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(opened), [opened]);
  return (
    <Drawer
      opened={shown}
      onClose={onClose}
      title="Menu"
      hiddenFrom="md"
      size="75%"
      position="right"
    >
      <Stack component="nav" aria-label="Main" gap={4}>
        {children}
      </Stack>
    </Drawer>
  );
}
