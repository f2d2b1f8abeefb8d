import { Anchor, Stack, Text } from '@mantine/core';
import { notifications as banners } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { UserType } from '#contracts/auth';
import { BANNER_MS, HIGHLIGHT_MS, type Notification, notification } from '#contracts/notifications';
import { ServerEvents } from '#contracts/socket-events';
import { text } from '#lib/i18n';
import { useSocketEvent } from '#lib/socket';
import { prependNotification } from './api/notifications';
import { chatNewsShown, notificationLinkText } from './notification-link';
import { useNotificationText } from './use-notification-text';

/** Ids of the banners on screen, so opening the bell can put them away. */
const shownBanners = new Set<string>();

/** Hides the notification banners still on screen (the bell's list shows the same). */
export function hideNotificationBanners(): void {
  for (const id of shownBanners) banners.hide(id);
  shownBanners.clear();
}

/**
 * Listens for `notification` events: each one goes to the top of the list and raises the
 * unread count, shows a banner for BANNER_MS and highlights the bell for HIGHLIGHT_MS.
 * One for the chat already open on screen counts as read and shows no banner; one for a chat
 * while the chat list is on screen shows none either (the list counts it, and a banner there
 * would cover the list's first rows on a phone).
 * Answers whether the bell is highlighted right now.
 */
export function useLiveNotifications(userType: UserType, onOpen: (n: Notification) => void) {
  const { t } = useTranslation();
  const say = useNotificationText();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [highlighted, setHighlighted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  useSocketEvent(ServerEvents.notification, (payload) => {
    const parsed = notification.safeParse(payload);
    if (!parsed.success) return;
    const n = parsed.data;
    // Only a chat's own news counts as seen while that chat is open; a dispute's does not.
    const shown =
      document.visibilityState === 'visible'
        ? chatNewsShown(userType, location.pathname, location.search, n)
        : null;
    const viewing = shown === 'room';
    prependNotification(queryClient, n, viewing);
    // An invoice issued, paid, overdue or with its proof rejected changes the billing page.
    if (n.kind.startsWith('invoice_'))
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
    // A new request for this provider: its feed, if open, shows it at once.
    if (n.kind === 'new_request')
      void queryClient.invalidateQueries({ queryKey: ['requests', 'feed'] });
    if (viewing) return;
    setHighlighted(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHighlighted(false), HIGHLIGHT_MS);
    if (shown === 'list') return;

    const id = `notification-${n.notification_id}`;
    shownBanners.add(id);
    banners.show({
      id,
      onClose: () => shownBanners.delete(id),
      title: t('notifications.bell.banner'),
      message: (
        <Stack gap={4} align="flex-start">
          <Text size="sm">{say(n)}</Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            onClick={() => {
              banners.hide(id);
              onOpen(n);
            }}
          >
            {text(notificationLinkText(userType, n))}
          </Anchor>
        </Stack>
      ),
      autoClose: BANNER_MS,
      color: 'brand',
    });
  });

  return highlighted;
}
