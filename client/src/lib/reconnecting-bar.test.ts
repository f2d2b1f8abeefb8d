import { describe, expect, it } from 'vitest';
import { liveConnectionLost } from './reconnecting-bar';
import type { SocketState } from './socket';

const socket = {} as NonNullable<SocketState['socket']>;

describe('liveConnectionLost', () => {
  it('is true only when a connection that was up is down while online', () => {
    expect(liveConnectionLost(true, { socket, connected: false, connects: 1 })).toBe(true);
    expect(liveConnectionLost(true, { socket, connected: true, connects: 1 })).toBe(false);
    // Not connected yet: nothing was lost.
    expect(liveConnectionLost(true, { socket, connected: false, connects: 0 })).toBe(false);
    // Offline: the offline bar says it.
    expect(liveConnectionLost(false, { socket, connected: false, connects: 3 })).toBe(false);
    // Signed out: no socket at all.
    expect(liveConnectionLost(true, { socket: null, connected: false, connects: 0 })).toBe(false);
  });
});
