import { Box, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Notification } from '#contracts/notifications';
import { formatAgo } from '#lib/format-date';
import { useNotificationText } from '../use-notification-text';
import classes from './notification-bell.module.css';

type Props = { notification: Notification; onOpen: (n: Notification) => void };

/** One item of the bell's menu; unread ones are tinted, bold and marked with a dot. */
export function NotificationItem({ notification: n, onOpen }: Props) {
  const { t } = useTranslation();
  const say = useNotificationText();
  return (
    <Menu.Item
      className={classes.item}
      data-unread={n.read ? undefined : true}
      onClick={() => onOpen(n)}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box className={classes.dot} data-read={n.read ? true : undefined} aria-hidden />
        <Box style={{ minWidth: 0 }}>
          <Text size="sm" fw={n.read ? 400 : 600} lineClamp={2}>
            {n.read ? null : <VisuallyHidden>{t('notifications.bell.unreadMark')}</VisuallyHidden>}
            {say(n)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatAgo(n.timestamp)}
          </Text>
        </Box>
      </Group>
    </Menu.Item>
  );
}
