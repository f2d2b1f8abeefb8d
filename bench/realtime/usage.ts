/** Where the CPU went during a window: the server, its PostgreSQL backends, this process, others. */
import { readFileSync } from 'node:fs';
import { hostBusySeconds } from '../soak/proc';

const TICKS_PER_SECOND = 100;

/** User + system CPU seconds of one process (0 when it is gone or unreadable). */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11] ?? 0) + Number(f[12] ?? 0)) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Resident memory of one process in KiB (VmRSS). */
export function rssKiB(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(match[1]);
}

type Reading = { at: number; server: number; postgres: number; bench: number; host: number };
/** Cores used on average over the window (1 = one core busy the whole time). */
export type Usage = { server: number; postgres: number; bench: number; others: number };

function read(serverPid: number, backendPids: number[]): Reading {
  const own = process.cpuUsage();
  return {
    at: performance.now(),
    server: cpuSeconds(serverPid),
    postgres: backendPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
    bench: (own.user + own.system) / 1e6,
    host: hostBusySeconds(),
  };
}

/** Starts a window now; `end()` answers the cores each party used since. */
export function cpuWindow(serverPid: number, backendPids: number[]): { end(): Usage } {
  const start = read(serverPid, backendPids);
  return {
    end() {
      const now = read(serverPid, backendPids);
      const seconds = (now.at - start.at) / 1000;
      const used = (k: keyof Reading) => (now[k] - start[k]) / seconds;
      const ours = used('server') + used('postgres') + used('bench');
      return {
        server: used('server'),
        postgres: used('postgres'),
        bench: used('bench'),
        others: Math.max(0, used('host') - ours),
      };
    },
  };
}
