import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushDevice } from '#contracts/push';
import { ApiError } from '#lib/api-client';
import { errorText } from '#lib/error-text';
import { formatMoment } from '#lib/format-date';
import { useRemovePushDevice } from '../api/push-subscriptions';

/** A device's name: the one its owner gave, else its browser and system, in the reader's words. */
function useDeviceName() {
  const { t } = useTranslation();
  return (device: PushDevice) => {
    if (device.label) return device.label;
    if (device.browser && device.os)
      return t('notifications.devices.deviceName', { browser: device.browser, os: device.os });
    return device.browser ?? device.os ?? t('notifications.devices.unknownDevice');
  };
}

/** The account's other devices with push on, each removable after one question. */
export function OtherPushDevices({ devices, limit }: { devices: PushDevice[]; limit: number }) {
  const { t } = useTranslation();
  const heading = useId();
  const nameOf = useDeviceName();
  const remove = useRemovePushDevice();
  const [asking, setAsking] = useState<number | null>(null);

  return (
    <Stack gap="xs" component="section" aria-labelledby={heading} mt="sm">
      <Title order={3} size="h5" id={heading}>
        {t('notifications.devices.othersHeading')}
      </Title>
      {devices.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('notifications.devices.noOthers')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {devices.map((device) => {
            const name = nameOf(device);
            return (
              <li key={device.id}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <div>
                    <Text fw={500}>{name}</Text>
                    <Text size="sm" c="dimmed">
                      {t('notifications.devices.since', { date: formatMoment(device.created_at) })}
                    </Text>
                  </div>
                  {asking === device.id ? (
                    <Group gap="xs" wrap="wrap" role="group" aria-label={name}>
                      <Text size="sm">
                        {t('notifications.devices.confirmRemove', { device: name })}
                      </Text>
                      <Button
                        size="xs"
                        color="red"
                        autoFocus
                        loading={remove.isPending && remove.variables === device.id}
                        onClick={() =>
                          remove.mutate(device.id, { onSuccess: () => setAsking(null) })
                        }
                      >
                        {t('notifications.devices.remove')}
                      </Button>
                      <Button size="xs" variant="default" onClick={() => setAsking(null)}>
                        {t('notifications.devices.keep')}
                      </Button>
                    </Group>
                  ) : (
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t('notifications.devices.removeLabel', { device: name })}
                      onClick={() => {
                        remove.reset();
                        setAsking(device.id);
                      }}
                    >
                      {t('notifications.devices.remove')}
                    </Button>
                  )}
                </Group>
              </li>
            );
          })}
        </Stack>
      )}
      {remove.isError && (
        <Alert color="red" variant="light" role="alert">
          {remove.error instanceof ApiError
            ? errorText(remove.error)
            : t('notifications.devices.removeError')}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        {t('notifications.devices.limit', { limit })}
      </Text>
    </Stack>
  );
}
