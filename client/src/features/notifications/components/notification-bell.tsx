import { ActionIcon, Indicator, Menu, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BellIcon } from '#components/ui/icons';
import type { UserType } from '#contracts/auth';
import type { Notification } from '#contracts/notifications';
import { useMarkNotificationRead, useNotifications } from '../api/notifications';
import { notificationLink } from '../notification-link';
import { hideNotificationBanners, useLiveNotifications } from '../use-live-notifications';
import classes from './notification-bell.module.css';
import { NotificationItem } from './notification-item';

/** The spec's dropdown: 300px wide, at most 400px high (the list scrolls under its title). */
const DROPDOWN_WIDTH = 300;
const LIST_MAX_HEIGHT = 360;

/** The header's bell: unread count, the latest notifications (a menu), live banners. */
export function NotificationBell({ userType }: { userType: UserType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useNotifications();
  const markRead = useMarkNotificationRead();

  const open = (n: Notification) => {
    if (!n.read) markRead.mutate(n.notification_id);
    navigate(notificationLink(userType, n));
  };
  const highlighted = useLiveNotifications(userType, open);
  const unread = list.data?.unread ?? 0;

  return (
    <Indicator
      label={<span aria-hidden>{unread > 99 ? '99+' : unread}</span>}
      size={18}
      offset={6}
      color="red"
      disabled={unread === 0}
    >
      <Menu
        position="bottom-end"
        width={DROPDOWN_WIDTH}
        shadow="md"
        onOpen={hideNotificationBanners}
        // Mantine's focus placeholder (role=presentation) is not allowed inside role=menu.
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <ActionIcon
            variant={highlighted ? 'filled' : 'subtle'}
            color={highlighted ? 'brand' : 'gray'}
            size="lg"
            radius="xl"
            aria-label={t('notifications.bell.label', { unread })}
            className={highlighted ? classes.highlighted : undefined}
          >
            <BellIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown aria-label={t('notifications.bell.title')}>
          <Menu.Label>
            {unread > 0
              ? t('notifications.bell.titleUnread', { unread })
              : t('notifications.bell.title')}
          </Menu.Label>
          <ScrollArea.Autosize mah={LIST_MAX_HEIGHT} type="auto">
            <NotificationItems query={list} onOpen={open} />
          </ScrollArea.Autosize>
        </Menu.Dropdown>
      </Menu>
    </Indicator>
  );
}

type ItemsProps = {
  query: ReturnType<typeof useNotifications>;
  onOpen: (n: Notification) => void;
};

/** The menu's items; loading, failure and "none" are (inert or retry) items too. */
function NotificationItems({ query, onOpen }: ItemsProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Menu.Item disabled className={classes.note}>
        {t('notifications.bell.loading')}
      </Menu.Item>
    );
  }
  if (query.isError) {
    return (
      <Menu.Item closeMenuOnClick={false} onClick={() => void query.refetch()} color="red">
        {t('notifications.bell.loadError')}
      </Menu.Item>
    );
  }
  if (query.data.notifications.length === 0) {
    return (
      <Menu.Item disabled className={classes.note}>
        {t('notifications.bell.empty')}
      </Menu.Item>
    );
  }
  return query.data.notifications.map((n) => (
    <NotificationItem key={n.notification_id} notification={n} onOpen={onOpen} />
  ));
}
