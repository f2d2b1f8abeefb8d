import { lazy, Suspense, useEffect, useState } from 'react';

const NotificationsHost = lazy(() => import('./notifications-host'));

/**
 * Mounts the toast container once the browser is idle after the first render, so its code
 * stays out of the first load. Toasts shown before it mounts wait in @mantine/notifications'
 * store and appear when it does.
 */
export function DeferredNotifications() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
