import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TextChannel } from '#contracts/alerts';
import type { TextSender } from './text-sender';

/**
 * The development sender (the default): each text is written as a JSON file to
 * DATA_DIR/outbox, beside the emails, and its words go to the log.
 */
export function outboxTextSender(opts: {
  channel: TextChannel;
  dataDir: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}): TextSender {
  const outbox = path.join(opts.dataDir, 'outbox');
  return {
    channel: opts.channel,
    async send(message) {
      const id = `${Date.now()}-${crypto.randomBytes(4).toString('hex')}`;
      // Texts hold live verification codes: for the server's user only.
      fs.mkdirSync(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(outbox, `${id}.${opts.channel}.json`);
      fs.writeFileSync(
        file,
        `${JSON.stringify({ channel: opts.channel, ...message }, null, 2)}\n`,
        {
          mode: 0o600,
        },
      );
      opts.log.info(
        { to: message.to, file },
        `${opts.channel} written to the outbox: ${message.text}`,
      );
      return { status: 'sent', providerId: `outbox-${id}` };
    },
  };
}
