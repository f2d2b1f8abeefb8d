import { Box, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A bar across the top of the window that says what is wrong with the connection. The live
 * region stays mounted while there is nothing to say, so screen readers announce the text
 * when it comes.
 */
export function StatusBar({
  tone,
  message,
}: {
  tone: 'offline' | 'reconnecting';
  message: string | null;
}) {
  return (
    <div role="status">
      {message && (
        <Box
          pos="fixed"
          top={0}
          left={0}
          right={0}
          py={6}
          px="md"
          bg={tone === 'offline' ? 'red.9' : 'yellow.3'}
          c={tone === 'offline' ? 'white' : 'dark.9'}
          style={{ zIndex: 400, textAlign: 'center' }}
        >
          <Text size="sm" fw={600}>
            {message}
          </Text>
        </Box>
      )}
    </div>
  );
}

/** Shown to everyone while the browser has no network. */
export function OfflineBar() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  return <StatusBar tone="offline" message={online ? null : t('common.connection.offline')} />;
}

/** True once `on` has held for `ms` (a blip shorter than that shows nothing). */
export function useHeldFor(on: boolean, ms: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!on) {
      setHeld(false);
      return;
    }
    const timer = setTimeout(() => setHeld(true), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return held;
}
