/** Open-loop pacing: sends at a fixed rate whatever the answers do, catching up on timer drift. */
import { TICK_MS } from './settings';

/**
 * Calls `send()` `total` times at `rate` per second from now. Each tick makes every send that
 * is due by then, so a late timer is made up at once; answers how late the latest-made send was.
 */
export function pace(
  total: number,
  rate: number,
  send: () => void,
): Promise<{ maxLateMs: number }> {
  const start = performance.now();
  let made = 0;
  let maxLateMs = 0;
  return new Promise((resolve) => {
    if (total <= 0) return resolve({ maxLateMs });
    const timer = setInterval(() => {
      const now = performance.now();
      const due = Math.min(total, Math.floor(((now - start) / 1000) * rate));
      if (due > made) maxLateMs = Math.max(maxLateMs, now - (start + (made / rate) * 1000));
      while (made < due) {
        made++;
        send();
      }
      if (made >= total) {
        clearInterval(timer);
        resolve({ maxLateMs });
      }
    }, TICK_MS);
  });
}
