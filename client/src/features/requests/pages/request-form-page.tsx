export function RequestFormPage() {
  return null;
}
