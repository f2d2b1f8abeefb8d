import '@mantine/notifications/styles.css';
import { useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';

/**
 * Mantine's toast container, at the top of the page's end side (the right, the left in Urdu);
 * loaded after the first page is up (see DeferredNotifications).
 */
export default function NotificationsHost() {
  const { dir } = useDirection();
  return <Notifications position={dir === 'rtl' ? 'top-left' : 'top-right'} />;
}
