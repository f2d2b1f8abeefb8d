import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ClientEvents } from '#contracts/socket-events';
import type { SocketEvent } from '../realtime/socket-events';
import {
  fileRequest,
  newClient,
  newProvider,
  openChat,
  sendOffer,
  type User,
} from '../test/marketplace';
import { socketClients } from '../test/sockets';
import { createTestApp } from '../test/test-app';
import { badAuthHeaders } from './hostile-auth';
import { cut, type Problem, summary } from './hostile-report';
import { ackProblems, isRefusal } from './hostile-socket-acks';
import { describeCase, planSocketCases, type SocketCase } from './hostile-socket-payloads';
import { eventFrame, PACKET, rawConnection, UNKNOWN_EVENTS } from './hostile-socket-raw';
import { seededRandom, seedOf, show } from './hostile-values';
import { changedTables, tableFingerprints } from './table-fingerprint';

/** Set HOSTILE_SEED to replay another run; every failure message names the seed. */
const SEED = Number(process.env.HOSTILE_SEED ?? 20_260_610);
/** Cases per event: every payload shape is kept, field changes are sampled down to this. */
const MAX_CASES = 110;
const MINIMUM = 60;
const ACK_MS = 3000;
/** The longest the event loop may stall while an event's invalid payloads are answered. */
const LOOP_STALL_MS = 500;

// The fuzz emits hundreds of events as one user in a few seconds: lift the brakes.
const t = await createTestApp({
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  CHAT_WRITES_PER_10S: '1000000',
  SOCKET_EVENTS_PER_10S: '1000000',
});
await t.app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
const { open, closeAll } = socketClients(() => url);
afterAll(async () => {
  closeAll();
  await t.close();
});

// ---- a chat for each kind of event, so that valid payloads name real rows ----

const client = await newClient(t);
/** A new provider in a chat with `client` about a request with the client's pending offer. */
async function chatWithOffer(price: number) {
  const sp = await newProvider(t);
  const requestId = await fileRequest(t, client);
  const room = await openChat(t, sp, client, requestId);
  const res = await sendOffer(t, client, room, requestId, price);
  if (res.statusCode !== 200) throw new Error(`offer failed: ${res.body}`);
  const offer = res.json() as { offer_id: number; message_id: number };
  const values: Record<string, unknown> = {
    room,
    request_id: requestId,
    offer_id: offer.offer_id,
    message_id: offer.message_id,
    price,
    message_text: 'Hello over the socket',
    sp_id: sp.id,
  };
  return { sp, values };
}
type Entry = Awaited<ReturnType<typeof chatWithOffer>>;
const talk = await chatWithOffer(1500);
const toWithdraw = await chatWithOffer(900);
const toAccept = await chatWithOffer(1200);

/**
 * Every socket event's fuzz entry: the chat its payloads name. An event the server accepts
 * without an entry here fails the coverage test below (and its own).
 */
const ENTRIES: Record<string, Entry> = {
  [ClientEvents.joinRoom]: talk,
  [ClientEvents.leaveRoom]: talk,
  [ClientEvents.markRead]: talk,
  [ClientEvents.typing]: talk,
  [ClientEvents.clientSendMessage]: talk,
  [ClientEvents.spSendMessage]: talk,
  [ClientEvents.serviceRequest]: talk,
  [ClientEvents.cancelServiceRequest]: toWithdraw,
  [ClientEvents.acceptServiceRequest]: toAccept,
};

const plans = t.app.socketEvents.map((event) => {
  const entry = ENTRIES[event.name];
  const rng = seededRandom(seedOf(`socket ${event.name}`, SEED));
  const good = (key: string) => entry?.values[key];
  const cases = entry ? planSocketCases(event.name, event.input, good, rng, MAX_CASES) : [];
  return { event, entry, cases: cases.map((c) => ({ ...c, role: rng.pick(event.access) })) };
});
type RoleCase = SocketCase & { role: string };

// ---- sockets: the senders, and a bystander who must not notice anything ----

const sockets = new Map<string, Socket>();
/** The user's fuzzing socket, opened again after a case closed it. */
async function socketOf(user: User): Promise<Socket> {
  const known = sockets.get(user.token);
  if (known?.connected) return known;
  known?.close();
  const socket = await open(user.token);
  sockets.set(user.token, socket);
  return socket;
}
const senderOf = (entry: Entry, role: string) => (role === 'clients' ? client : entry.sp);

const bystander = await newClient(t);
const bystanderSocket = await open(bystander.token);
let bystanderDisconnects = 0;
bystanderSocket.on('disconnect', () => bystanderDisconnects++);
/** The bystander is still connected and answered at once (leaving a room changes nothing). */
async function bystanderProblems(): Promise<string[]> {
  const started = performance.now();
  const ack = await bystanderSocket
    .timeout(ACK_MS)
    .emitWithAck(ClientEvents.leaveRoom, { room: 'room_1_1' })
    .catch(() => 'no ack');
  const ms = performance.now() - started;
  const problems: string[] = [];
  if (bystanderDisconnects)
    problems.push(`the bystander was disconnected ${bystanderDisconnects}x`);
  if (!(ack as { ok?: boolean }).ok) problems.push(`the bystander's event got ${show(ack)}`);
  if (ms > 1000) problems.push(`the bystander waited ${Math.round(ms)} ms for an answer`);
  return problems;
}

const { tables, fingerprint } = await tableFingerprints(t.db);

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

// ---- what is not a payload: unknown events, raw frames, events before authentication ----

const joinRoomOutput = t.app.socketEvents.find((e) => e.name === ClientEvents.joinRoom)?.output;
if (!joinRoomOutput) throw new Error('join_room is not registered');

describe('what is not a payload', () => {
  it('answers an event it does not have not_found, and keeps the socket open', async () => {
    const socket = await socketOf(client);
    const wrong: string[] = [];
    for (const name of UNKNOWN_EVENTS) {
      const ack = await socket
        .timeout(ACK_MS)
        .emitWithAck(name as string, talk.values)
        .catch(() => 'no ack');
      // An event the server does not have has no output: only a refusal is documented.
      const problems = ackProblems(z.never(), ack);
      if (!isRefusal(ack) || (ack as { error: { code: string } }).error.code !== 'not_found')
        problems.push('not answered not_found');
      if (!socket.connected) problems.push('the socket was closed');
      if (problems.length) wrong.push(`${show(name)} => ${show(ack)}: ${problems.join('; ')}`);
    }
    expect(wrong).toEqual([]);
    expect(await bystanderProblems()).toEqual([]);
  });

  it('closes a connection that sends what is no event, answers deep JSON, and changes nothing', async () => {
    const rawSender = await newClient(t);
    const deepArray = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    const deepObject = `${'{"a":'.repeat(9000)}1${'}'.repeat(9000)}`;
    const frames: { label: string; frame: string | Buffer; answered: boolean }[] = [
      { label: 'deep array (30000)', frame: `21["join_room",${deepArray}]`, answered: true },
      {
        label: 'deep object (9000)',
        frame: `21["join_room",{"room":${deepObject}}]`,
        answered: true,
      },
      { label: 'reserved name disconnect', frame: eventFrame('disconnect', {}), answered: false },
      { label: 'reserved name connect', frame: eventFrame('connect', {}), answered: false },
      { label: 'reserved name newListener', frame: eventFrame('newListener', {}), answered: false },
      { label: 'an object for a name', frame: '21[{},{}]', answered: false },
      { label: 'no name', frame: '21[]', answered: false },
      { label: 'not an array', frame: '21{"room":"room_1_1"}', answered: false },
      { label: 'cut JSON', frame: '21["join_room",{"room":', answered: false },
      { label: 'unknown packet type', frame: '9["join_room"]', answered: false },
      { label: 'binary without a header', frame: Buffer.from([0xff, 0xfe, 0x00]), answered: false },
    ];
    await t.app.dispatcher.idle();
    const before = await fingerprint();
    const wrong: string[] = [];
    for (const { label, frame, answered } of frames) {
      const raw = await rawConnection(url, ACK_MS);
      raw.write(`${PACKET.connect}${JSON.stringify({ token: rawSender.token })}`);
      await vi.waitFor(() => expect(raw.packets.map((p) => p.type)).toContain(PACKET.connect));
      raw.write(frame);
      if (answered) {
        await vi.waitFor(() => expect(raw.packets.map((p) => p.type)).toContain(PACKET.ack), {
          timeout: ACK_MS,
        });
        const answer = raw.packets.find((p) => p.type === PACKET.ack);
        const ack = (answer?.data as unknown[] | undefined)?.[0];
        const problems = ackProblems(joinRoomOutput, ack);
        if (!isRefusal(ack)) problems.push('not refused');
        if (problems.length) wrong.push(`${label} => ${show(ack)}: ${problems.join('; ')}`);
      }
      // A connection that answered stays open: a moment shows it was not closed after.
      const closed = await raw.closedByServer(answered ? 300 : ACK_MS);
      if (closed === answered) wrong.push(`${label}: ${closed ? 'closed' : 'left open'}`);
    }
    await t.app.dispatcher.idle();
    expect(wrong).toEqual([]);
    expect(changedTables(before, await fingerprint())).toEqual([]);
    expect(await bystanderProblems()).toEqual([]);
  });

  it('closes a connection that sends events before authenticating, unanswered, and changes nothing', async () => {
    const badTokens = (
      await badAuthHeaders(client.token, { id: client.id, role: 'clients', version: 0 })
    ).map(({ label, header }) => ({ label, auth: { token: header?.replace(/^Bearer /, '') } }));
    const oddAuth = [{ token: { $gt: '' } }, { token: 12345 }, { token: [client.token] }, {}];
    const attempts: { label: string; auth?: unknown }[] = [
      { label: 'no handshake' },
      ...badTokens,
      ...oddAuth.map((auth) => ({ label: `auth ${show(auth)}`, auth })),
    ];
    await t.app.dispatcher.idle();
    const before = await fingerprint();
    const wrong: string[] = [];
    for (const { label, auth } of attempts) {
      for (const event of t.app.socketEvents) {
        const raw = await rawConnection(url, ACK_MS);
        // The event follows the handshake at once: it arrives while the token is checked.
        if (auth) raw.write(`${PACKET.connect}${JSON.stringify(auth)}`);
        raw.write(eventFrame(event.name, ENTRIES[event.name]?.values));
        const closed = await raw.closedByServer();
        const answers = raw.packets.filter((p) => p.type !== PACKET.connectError);
        if (!closed || answers.length) {
          wrong.push(
            `${label}, ${event.name}: ${closed ? 'closed' : 'left open'}, ${show(answers)}`,
          );
        }
      }
    }
    await t.app.dispatcher.idle();
    expect(wrong).toEqual([]);
    expect(changedTables(before, await fingerprint())).toEqual([]);
    expect(await bystanderProblems()).toEqual([]);
  });
});

describe('hostile socket input, in all', () => {
  it('checks its acks: an undocumented field, code or shape is found', () => {
    const output = joinRoomOutput;
    expect(ackProblems(output, { ok: true, data: { room: 'room_1_2' } })).toEqual([]);
    const refusal = { code: 'forbidden', message: 'No', key: 'errors.codes.forbidden' };
    expect(ackProblems(output, { ok: false, error: refusal })).toEqual([]);
    for (const ack of [
      { ok: true, data: { room: 'room_1_2', email: 'leak@example.com' } },
      { ok: true, data: {} },
      { ok: false, error: { ...refusal, code: 'internal_error' } },
      { ok: false, error: { ...refusal, code: 'teapot' } },
      { ok: false, error: { ...refusal, stack: 'at x' } },
      { ok: false, error: { ...refusal, key: 'errors.nowhere' } },
      { ok: false, message: 'No' },
      'ok',
    ]) {
      expect(ackProblems(output, ack), show(ack)).not.toEqual([]);
    }
  });

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
