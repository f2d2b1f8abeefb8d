import { Alert } from '@mantine/core';

/** A form's failure (or, with tone="success", its good news), read out when it appears. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | null | undefined;
  tone?: 'error' | 'success';
}) {
  if (!message) return null;
  const success = tone === 'success';
  return (
    <Alert
      role={success ? 'status' : 'alert'}
      color={success ? 'green' : 'red'}
      variant="light"
      radius="md"
    >
      {message}
    </Alert>
  );
}
