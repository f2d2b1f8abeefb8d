import type { UserType } from '#contracts/auth';
import { ChatLiveUpdates } from '#features/chat/use-chat-live-updates';
import { NotificationBell } from '#features/notifications/components/notification-bell';
import { ReconnectingBar } from '#lib/reconnecting-bar';
import { SocketProvider } from '#lib/socket-provider';

/**
 * What the site layout adds for a signed-in client or provider, loaded only after sign-in:
 * the socket (opened on mount, closed on logout, i.e. unmount), the chat caches' live
 * updates, the bar that says when the live connection is lost, and the notification bell. Keeps socket.io, the chat and notification code and
 * their schemas (zod) out of the visitor's first load.
 */
export default function SignedInLive() {
  return (
    <SocketProvider>
      <ChatLiveUpdates />
      <ReconnectingBar />
    </SocketProvider>
  );
}

export function SignedInBell({ userType }: { userType: UserType }) {
  return <NotificationBell userType={userType} />;
}
