/** The results table: one column per scenario, the goal beside each figure. */
import type { MemoryReading } from './memory';
import type { Result } from './scenario';
import type { ServerLog } from './server';
import { GOALS } from './settings';
import { percentile } from './tracker';

type Row = { figure: string; values: string[]; goal: string };

const ms = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(1));
const cores = (v: number) => `${(v * 100).toFixed(0)} %`;

function rows(results: Result[]): Row[] {
  const each = (f: (r: Result) => string) => results.map(f);
  const p99Goal = results.map((r) => (r.scenario.goalP99Ms ? `s${r.scenario.tag}` : ''));
  const row = (figure: string, goal: string, f: (r: Result) => string): Row => ({
    figure,
    goal,
    values: each(f),
  });
  return [
    row('sockets', '', (r) => `${r.scenario.sockets}`),
    row('rate (msg/s)', '', (r) => `${r.scenario.rate}`),
    row('sent', '', (r) => `${r.tracker.sent}`),
    row('acked ok', '= sent', (r) => `${r.tracker.acked}`),
    row('delivered to receiver', '= acked', (r) => `${r.tracker.delivered}`),
    row('lost (acked, not delivered)', '0', (r) => `${r.tracker.lost}`),
    row('errors (refused / no ack)', '0', (r) => `${r.tracker.errorCount}`),
    row(
      'duplicates / misrouted',
      '0 / 0',
      (r) => `${r.tracker.duplicates} / ${r.tracker.misrouted}`,
    ),
    row('rows in chat_messages', '= acked', (r) => `${r.persisted}`),
    row('sockets closed by the server', '0', (r) => `${r.dropped}`),
    row('acked/s in window (kept up)', '= rate', (r) => r.ackedPerSecond.toFixed(0)),
    row('measured messages', '', (r) => `${r.tracker.delivery.length}`),
    row('delivery p50 (ms)', '', (r) => ms(percentile(r.tracker.delivery, 50))),
    row('delivery p99 (ms)', `<= ${GOALS.p99Ms} (${p99Goal.filter(Boolean).join(', ')})`, (r) =>
      ms(percentile(r.tracker.delivery, 99)),
    ),
    row('delivery max (ms)', '', (r) => ms(percentile(r.tracker.delivery, 100))),
    row('ack p99 (ms)', '', (r) => ms(percentile(r.tracker.ackTimes, 99))),
    row('server CPU', '', (r) => cores(r.usage.server)),
    row('postgres backends CPU', '', (r) => cores(r.usage.postgres)),
    row('bench (load generator) CPU', '', (r) => cores(r.usage.bench)),
    row('other processes CPU', '', (r) => cores(r.usage.others)),
    row('server event-loop p99 (ms)', '', (r) => ms(r.server.loopP99Ms)),
    row('bench event-loop p99 (ms)', '', (r) => ms(r.benchLoopP99Ms)),
    row('pacer max lateness (ms)', '', (r) => ms(r.maxLateMs)),
    row('db pool waiting at end', '', (r) => `${r.server.poolWaiting}`),
    row('db transactions per message', '', (r) => r.commitsPerMessage.toFixed(1)),
    row('drain after last send (s)', '', (r) => (r.drainMs / 1000).toFixed(1)),
  ];
}

function verdict(r: Result): string {
  const t = r.tracker;
  const clean = t.lost === 0 && t.errorCount === 0 && r.persisted === t.acked && r.dropped === 0;
  const fast = !r.scenario.goalP99Ms || percentile(t.delivery, 99) <= r.scenario.goalP99Ms;
  if (!clean) return 'LOSS/ERRORS';
  return fast ? 'ok' : 'MISSED';
}

export function printResults(results: Result[]): void {
  const table = rows(results);
  table.push({ figure: 'verdict', goal: '', values: results.map(verdict) });
  const header = ['figure', ...results.map((r) => `s${r.scenario.tag} ${r.scenario.name}`), 'goal'];
  const lines = [header, ...table.map((r) => [r.figure, ...r.values, r.goal])];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i]?.length ?? 0)));
  console.log('');
  for (const line of lines) {
    const cells = line.map((cell, i) => {
      const w = widths[i] ?? 0;
      return i === 0 || i === line.length - 1 ? cell.padEnd(w) : cell.padStart(w);
    });
    console.log(cells.join('  ').trimEnd());
  }
  for (const r of results) {
    if (r.tracker.errors.size === 0) continue;
    const list = [...r.tracker.errors].map(([code, n]) => `${n} x ${code}`).join(', ');
    console.log(`errors in s${r.scenario.tag}: ${list}`);
  }
}

export function printMemory(idle: MemoryReading, loaded: MemoryReading, sockets: number): void {
  const heapPerSocket = (loaded.heapKiB - idle.heapKiB) / sockets;
  const rssPerSocket = (loaded.rssKiB - idle.rssKiB) / sockets;
  const ok = heapPerSocket <= GOALS.perSocketKiB * 1.25 ? 'ok' : 'ABOVE';
  const mib = (kib: number) => (kib / 1024).toFixed(1);
  console.log(
    `\ns4 server memory per idle socket (${idle.sockets} -> ${loaded.sockets} sockets, ` +
      'each reading after a forced full GC):',
  );
  console.log(
    `   JS heap + external  ${heapPerSocket.toFixed(1).padStart(6)} KiB/socket ` +
      `(${mib(idle.heapKiB)} -> ${mib(loaded.heapKiB)} MiB)  goal: keep (~${GOALS.perSocketKiB} KiB)  ${ok}`,
  );
  console.log(
    `   RSS (VmRSS) delta   ${rssPerSocket.toFixed(1).padStart(6)} KiB/socket ` +
      `(${mib(idle.rssKiB)} -> ${mib(loaded.rssKiB)} MiB; freed pages stay resident: noisy)`,
  );
}

export function printServerLog(log: ServerLog, dropped: number): void {
  console.log(
    `\nserver log: ${log.warnings} warn, ${log.errors} error lines; sockets dropped unasked: ${dropped}`,
  );
  for (const line of log.samples) console.log(`  ${line}`);
}
