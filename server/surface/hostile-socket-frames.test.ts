import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ClientEvents } from '#contracts/socket-events';
import { newClient } from '../test/marketplace';
import { badAuthHeaders } from './hostile-auth';
import { ackProblems, isRefusal } from './hostile-socket-acks';
import { eventFrame, PACKET, rawConnection, UNKNOWN_EVENTS } from './hostile-socket-raw';
import { ACK_MS, hostileSocketWorld } from './hostile-socket-world';
import { show } from './hostile-values';
import { changedTables } from './table-fingerprint';

// What is not a payload: unknown events, raw frames, events before authentication (the
// payloads themselves are hostile-sockets.test.ts's).
const world = await hostileSocketWorld();
afterAll(() => world.close());
const { t, url, client, talk, entries: ENTRIES, socketOf, bystanderProblems, fingerprint } = world;

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

  it('polluted no prototype with deep JSON, odd handshakes or reserved names', () => {
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('role');
    expect(Object.prototype).not.toHaveProperty('$gt');
  });
});
