export function ProviderChatPage() {
  return null;
}
