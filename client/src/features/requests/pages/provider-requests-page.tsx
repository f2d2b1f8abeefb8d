export function ProviderRequestsPage() {
  return null;
}
