import { ChatScreen } from '../components/chat-screen';

/** /Clientchat: the client's chats with providers, and the price offers it sends them. */
export function ClientChatPage() {
  return <ChatScreen viewer="clients" />;
}
