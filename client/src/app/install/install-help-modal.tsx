import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '#locales/catalog';

type Device = 'ios' | 'android' | 'desktop';

const STEPS: Record<Device, TextKey> = {
  ios: 'app.install.ios',
  android: 'app.install.android',
  desktop: 'app.install.desktop',
};

/** The device this browser runs on; an iPad asks for the desktop site but has touch. */
function thisDevice(): Device {
  const agent = navigator.userAgent;
  if (/iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1)) {
    return 'ios';
  }
  return /Android/.test(agent) ? 'android' : 'desktop';
}

/** How to install the app where the browser made no offer: this device's way first. */
export default function InstallHelpModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const device = thisDevice();
  const others = (Object.keys(STEPS) as Device[]).filter((other) => other !== device);
  // Mounted closed and opened on the next render, so it opens like every other modal.
  const [opened, setOpened] = useState(false);
  useEffect(() => setOpened(true), []);
  return (
    <Modal opened={opened} onClose={onClose} title={t('app.install.title')}>
      <Stack gap="sm">
        <Text>{t('app.install.intro')}</Text>
        <Text fw={600}>{t(STEPS[device])}</Text>
        <Title order={3} size="h5">
          {t('app.install.otherDevices')}
        </Title>
        <List size="sm" spacing="xs">
          {others.map((other) => (
            <List.Item key={other}>{t(STEPS[other])}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('app.install.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
