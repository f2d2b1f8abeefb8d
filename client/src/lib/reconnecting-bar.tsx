import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { StatusBar, useHeldFor } from '#components/ui/status-bar';
import { type SocketState, useSocketState } from './socket';

/** A lost live connection is said after this long: a quick reconnect shows nothing. */
const SHOW_AFTER_MS = 1500;

/**
 * The live connection was up and is down while the browser is online (the server restarting,
 * a proxy cutting it). Offline is said by the offline bar; before the first connect, nothing
 * was lost yet.
 */
export const liveConnectionLost = (online: boolean, s: SocketState) =>
  online && s.socket !== null && s.connects > 0 && !s.connected;

/**
 * Messages and offers still send over HTTP meanwhile, but news arrives only after the
 * reconnect: the bar says so.
 */
export function ReconnectingBar() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const show = useHeldFor(liveConnectionLost(online, useSocketState()), SHOW_AFTER_MS);
  return (
    <StatusBar tone="reconnecting" message={show ? t('common.connection.reconnecting') : null} />
  );
}
