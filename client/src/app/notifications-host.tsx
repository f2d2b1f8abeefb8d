import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's toast container; loaded after the first page is up (see DeferredNotifications). */
export default function NotificationsHost() {
  return <Notifications position="top-right" />;
}
