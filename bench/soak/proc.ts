/** Linux /proc readings: memory and CPU time of a process tree, and of the whole host. */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // the process is gone meanwhile
  }
};

/** Fields of /proc/<pid>/stat after the command name (field 3, the state, is index 0). */
const statFields = (pid: number | string) => {
  const stat = read(`/proc/${pid}/stat`);
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};

/** `root` and every process below it. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = Number(statFields(entry)[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const tree: number[] = [];
  for (let queue = [root], pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Resident memory of the tree in MiB (VmRSS summed). */
export function treeRssMiB(root: number): number {
  let kib = 0;
  for (const pid of processTree(root)) {
    kib += Number(/^VmRSS:\s+(\d+)\s+kB$/m.exec(read(`/proc/${pid}/status`))?.[1] ?? 0);
  }
  return kib / 1024;
}

/** CPU seconds (user + system) the tree's live processes have used. */
export function treeCpuSeconds(root: number): number {
  let ticks = 0;
  for (const pid of processTree(root)) {
    const f = statFields(pid);
    ticks += Number(f[11] ?? 0) + Number(f[12] ?? 0);
  }
  return ticks / TICKS_PER_SECOND;
}

/** CPU seconds the whole host has been busy (all cores, from the `cpu` line of /proc/stat). */
export function hostBusySeconds(): number {
  const [user, nice, system, , , irq, softirq, steal] = read('/proc/stat')
    .split('\n', 1)[0]
    ?.trim()
    .split(/\s+/)
    .slice(1)
    .map(Number) ?? [0];
  const busy = [user, nice, system, irq, softirq, steal].reduce<number>((a, b) => a + (b ?? 0), 0);
  return busy / TICKS_PER_SECOND;
}
