export function ClientChatPage() {
  return null;
}
