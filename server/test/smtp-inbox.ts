import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/**
 * A real SMTP server on a free local port that keeps what it receives. While `state.failing`
 * it refuses recipients as a busy server does (451); `state.whileReceiving`, when set, runs
 * once while the next message is being received, before the server accepts it.
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const state: { failing: boolean; whileReceiving?: () => Promise<void> } = { failing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.failing) return callback();
      const busy = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
      return callback(busy);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const during = state.whileReceiving;
        state.whileReceiving = undefined;
        await during?.();
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link inside a raw message (quoted-printable soft breaks undone). */
export function resetLinkIn(raw: string): URL {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+\/resetpassword\?[^\s"<]+/.exec(text);
  if (!match) throw new Error('no reset link in the message');
  return new URL(match[0].replace(/&amp;/g, '&'));
}
