import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { ClientEvents } from '#contracts/socket-events';
import type { SocketEvent } from '../realtime/socket-events';
import { cut, type Problem, summary } from './hostile-report';
import { ackProblems, isRefusal } from './hostile-socket-acks';
import { describeCase, planSocketCases, type SocketCase } from './hostile-socket-payloads';
import { ACK_MS, type Entry, hostileSocketWorld } from './hostile-socket-world';
import { seededRandom, seedOf, show } from './hostile-values';
import { changedTables } from './table-fingerprint';

/** Set HOSTILE_SEED to replay another run; every failure message names the seed. */
const SEED = Number(process.env.HOSTILE_SEED ?? 20_260_610);
/** Cases per event: every payload shape is kept, field changes are sampled down to this. */
const MAX_CASES = 110;
const MINIMUM = 60;
/** The longest the event loop may stall while an event's invalid payloads are answered. */
const LOOP_STALL_MS = 500;

const world = await hostileSocketWorld();
afterAll(() => world.close());
const {
  t,
  client,
  entries: ENTRIES,
  sockets,
  socketOf,
  bystanderProblems,
  tables,
  fingerprint,
} = world;

const plans = t.app.socketEvents.map((event) => {
  const entry = ENTRIES[event.name];
  const rng = seededRandom(seedOf(`socket ${event.name}`, SEED));
  const good = (key: string) => entry?.values[key];
  const cases = entry ? planSocketCases(event.name, event.input, good, rng, MAX_CASES) : [];
  return { event, entry, cases: cases.map((c) => ({ ...c, role: rng.pick(event.access) })) };
});
type RoleCase = SocketCase & { role: string };
const senderOf = (entry: Entry, role: string) => (role === 'clients' ? client : entry.sp);

// ---- sending a case, and what is wrong with its outcome ----

type Outcome = { ack?: unknown; noAck?: boolean; closed: boolean };

async function emitCase(socket: Socket, name: string, c: SocketCase): Promise<Outcome> {
  if (c.overFrame) {
    const closed = new Promise<boolean>((resolve) =>
      socket.once('disconnect', () => resolve(true)),
    );
    socket.emit(name, ...c.args);
    return { closed: await Promise.race([closed, delay(ACK_MS).then(() => false)]) };
  }
  if (!c.ack) {
    socket.emit(name, ...c.args);
    return { closed: !socket.connected };
  }
  try {
    const ack = await socket.timeout(ACK_MS).emitWithAck(name, ...c.args);
    return { ack, closed: !socket.connected };
  } catch {
    return { noAck: true, closed: !socket.connected };
  }
}

function outcomeProblems(event: SocketEvent, c: SocketCase, o: Outcome): string[] {
  if (c.overFrame) return o.closed ? [] : ['a packet over the frame limit was not refused'];
  const problems = o.closed ? ['the sender was disconnected'] : [];
  if (!c.ack) return problems;
  if (o.noAck) return [...problems, `no ack within ${ACK_MS} ms`];
  problems.push(...ackProblems(event.output, o.ack));
  if (c.invalid && !isRefusal(o.ack)) problems.push('an invalid payload was not refused');
  return problems;
}

const detailOf = (name: string, c: RoleCase, o?: Outcome) =>
  `[seed ${SEED}] ${name} as ${c.role}: ${cut(describeCase(c))} => ${o ? cut(show(o.ack ?? (o.closed ? 'closed' : 'no answer')), 200) : ''}`;

async function run(event: SocketEvent, entry: Entry, c: RoleCase) {
  const socket = await socketOf(senderOf(entry, c.role));
  const outcome = await emitCase(socket, event.name, c);
  const detail = detailOf(event.name, c, outcome);
  return {
    outcome,
    problems: outcomeProblems(event, c, outcome).map((kind) => ({ kind, detail })),
  };
}

/** Waits until what the cases set going is done: each sender answered, the dispatcher idle. */
async function settle(entry: Entry) {
  for (const user of [client, entry.sp]) {
    const socket = sockets.get(user.token);
    if (socket?.connected) {
      await socket.timeout(ACK_MS).emitWithAck(ClientEvents.leaveRoom, { room: 'room_1_1' });
    }
  }
  await t.app.dispatcher.idle();
}

/** Replays the invalid cases one by one to name those that changed the database. */
async function culprits(event: SocketEvent, entry: Entry, cases: RoleCase[]) {
  const found: string[] = [];
  for (const c of cases) {
    const before = await fingerprint();
    await run(event, entry, c);
    await settle(entry);
    const changed = changedTables(before, await fingerprint());
    if (changed.length) found.push(`${detailOf(event.name, c)} changed ${changed}`);
  }
  return found;
}

let emitted = 0;
let worstStallMs = 0;

describe('hostile payloads on every socket event', () => {
  it('has a fuzz entry for every event the server accepts, which are the contract’s', () => {
    const registered = t.app.socketEvents.map((e) => e.name).sort();
    expect(Object.keys(ENTRIES).sort()).toEqual(registered);
    expect(Object.values(ClientEvents).sort()).toEqual(registered);
    expect(tables).toEqual(expect.arrayContaining(['chat_heads', 'chat_messages', 'offers']));
  });

  for (const { event, entry, cases } of plans) {
    const invalid = cases.filter((c) => c.invalid);
    const rest = cases.filter((c) => !c.invalid);
    it(`${event.name}: ${cases.length} payloads (${invalid.length} invalid), sent by ${event.access.join(' and ')}`, async () => {
      expect(entry, `${event.name} has no fuzz entry in ENTRIES`).toBeDefined();
      if (!entry) return;
      const problems: Problem[] = [];
      await settle(entry);
      const before = await fingerprint();
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      for (const c of invalid) problems.push(...(await run(event, entry, c)).problems);
      loop.disable();
      await settle(entry);
      const changed = changedTables(before, await fingerprint());
      const persisted = changed.length ? await culprits(event, entry, invalid) : [];
      if (changed.length && !persisted.length) persisted.push('no single case replays it');
      // A valid payload the service refuses must change nothing either.
      let last = await fingerprint();
      for (const c of rest) {
        const { outcome, problems: found } = await run(event, entry, c);
        problems.push(...found);
        await settle(entry);
        const now = await fingerprint();
        const moved = changedTables(last, now);
        if (c.ack && isRefusal(outcome.ack) && moved.length) {
          persisted.push(`${detailOf(event.name, c, outcome)} changed ${moved}`);
        }
        last = now;
      }
      const stallMs = loop.max / 1e6;
      worstStallMs = Math.max(worstStallMs, stallMs);
      emitted += cases.length;
      expect.soft(cases.length).toBeGreaterThanOrEqual(MINIMUM);
      expect.soft(persisted, `refused payloads changed ${changed}`).toEqual([]);
      expect.soft(summary(problems), `${problems.length} problems`).toEqual([]);
      expect.soft(await bystanderProblems()).toEqual([]);
      expect(stallMs, 'the event loop stalled (ms)').toBeLessThan(LOOP_STALL_MS);
    });
  }
});

describe('hostile socket input, in all', () => {
  it('sent every event its cases, and nothing polluted a prototype', () => {
    const counts = plans.map((p) => p.cases.length);
    console.log(
      `hostile socket input: ${emitted} emits to ${plans.length} events (min ${Math.min(...counts)}, max ${Math.max(...counts)} each; seed ${SEED}); longest event-loop stall ${Math.round(worstStallMs)} ms (goal < ${LOOP_STALL_MS})`,
    );
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(MINIMUM);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('role');
  });
});
