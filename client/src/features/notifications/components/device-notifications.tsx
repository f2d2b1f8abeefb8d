import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#components/ui/load-error';
import type { PushDevice } from '#contracts/push';
import { ApiError } from '#lib/api-client';
import { errorText } from '#lib/error-text';
import {
  usePushDevices,
  usePushPublicKey,
  useRemovePushDevice,
  useSavePushSubscription,
} from '../api/push-subscriptions';
import {
  canPush,
  currentSubscription,
  notificationsDenied,
  PushRefused,
  requestOf,
  subscribeThisBrowser,
} from '../push-device';
import { OtherPushDevices } from './other-push-devices';

/**
 * "Notifications on this device" (decision 0050): push for this browser, on or off, and the
 * account's other devices. A browser that cannot push, notifications the person blocked, or
 * a push service nobody can reach are each said plainly: alerts still come by bell and email.
 */
export function DeviceNotifications() {
  const { t } = useTranslation();
  const heading = useId();
  const devices = usePushDevices();
  // undefined while this browser's own subscription is being read.
  const [subscription, setSubscription] = useState<PushSubscription | null | undefined>(
    canPush() ? undefined : null,
  );
  useEffect(() => {
    let live = true;
    void currentSubscription().then((found) => live && setSubscription(found));
    return () => {
      live = false;
    };
  }, []);

  const all = devices.data?.devices ?? [];
  const mine = subscription ? all.find((d) => d.endpoint === subscription.endpoint) : undefined;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={heading}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={heading}>
          {t('notifications.devices.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('notifications.devices.hint')}
        </Text>
        {devices.isPending || subscription === undefined ? (
          <Stack
            gap="sm"
            role="status"
            aria-busy="true"
            aria-label={t('notifications.devices.loading')}
          >
            <Skeleton height={36} />
            <Skeleton height={56} />
          </Stack>
        ) : devices.isError ? (
          <LoadError
            message={t('notifications.devices.loadError')}
            onRetry={() => void devices.refetch()}
          />
        ) : (
          <>
            <ThisDevice mine={mine} subscription={subscription} onChange={setSubscription} />
            <OtherPushDevices
              devices={all.filter((d) => d.id !== mine?.id)}
              limit={devices.data.limit}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}

type Problem = { kind: 'denied' | 'unreachable' } | { kind: 'failed'; text: string };

function ThisDevice({
  mine,
  subscription,
  onChange,
}: {
  mine: PushDevice | undefined;
  subscription: PushSubscription | null;
  onChange: (subscription: PushSubscription | null) => void;
}) {
  const { t } = useTranslation();
  const publicKey = usePushPublicKey();
  const save = useSavePushSubscription();
  const remove = useRemovePushDevice();
  const [busy, setBusy] = useState<'on' | 'off' | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  if (!canPush()) {
    return (
      <Alert color="gray" variant="light">
        {t('notifications.devices.unsupported')}
      </Alert>
    );
  }
  if (problem?.kind === 'denied' || notificationsDenied()) {
    return (
      <Alert color="yellow" variant="light" role="status">
        {t('notifications.devices.denied')}
      </Alert>
    );
  }

  async function turnOn() {
    setBusy('on');
    setProblem(null);
    try {
      const key = publicKey.data ?? (await publicKey.refetch({ throwOnError: true })).data;
      if (!key) throw new Error('no public key');
      const made = await subscribeThisBrowser(key.public_key);
      await save.mutateAsync(requestOf(made));
      onChange(made);
    } catch (error) {
      if (error instanceof PushRefused) setProblem({ kind: error.reason });
      else
        setProblem({
          kind: 'failed',
          text: error instanceof ApiError ? errorText(error) : t('notifications.devices.failed'),
        });
    } finally {
      setBusy(null);
    }
  }

  async function turnOff() {
    if (!mine) return;
    setBusy('off');
    setProblem(null);
    try {
      await remove.mutateAsync(mine.id);
      // The server sends nothing more; the browser's own subscription goes too.
      await subscription?.unsubscribe().catch(() => false);
      onChange(null);
    } catch (error) {
      setProblem({ kind: 'failed', text: errorText(error) });
    } finally {
      setBusy(null);
    }
  }

  const on = mine !== undefined;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fw={500}>{t(on ? 'notifications.devices.on' : 'notifications.devices.off')}</Text>
        <Button
          variant={on ? 'default' : 'filled'}
          loading={busy !== null}
          onClick={() => void (on ? turnOff() : turnOn())}
        >
          {t(on ? 'notifications.devices.turnOff' : 'notifications.devices.turnOn')}
        </Button>
      </Group>
      <Text size="sm" role="status" aria-live="polite" mih="1.5em" c="dimmed">
        {busy === 'on'
          ? t('notifications.devices.turningOn')
          : busy === 'off'
            ? t('notifications.devices.turningOff')
            : ''}
      </Text>
      {problem?.kind === 'unreachable' && (
        <Alert color="yellow" variant="light" role="alert">
          {t('notifications.devices.unreachable')}
        </Alert>
      )}
      {problem?.kind === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          {problem.text}
        </Alert>
      )}
    </Stack>
  );
}
