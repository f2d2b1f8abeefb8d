import { ChatScreen } from '../components/chat-screen';

/** /Spchat: the provider's chats with clients, where it accepts their offers. */
export function ProviderChatPage() {
  return <ChatScreen viewer="serviceproviders" />;
}
