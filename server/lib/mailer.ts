import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
};
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * Real mail through SMTP_URL when set; otherwise each message is written as an .eml file
 * to DATA_DIR/outbox and its text (with any link) goes to the log, for development.
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = lazyTransport(smtpOptions(opts.smtpUrl));
    return {
      async send(mail) {
        await (await transport()).sendMail({
          from: opts.from,
          ...mail,
          to: { name: '', address: mail.to },
        });
      },
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await (await transport()).sendMail({
        from: opts.from,
        ...mail,
        to: { name: '', address: mail.to },
      });
      // The mails hold live reset and confirmation links: for the server's user only.
      fs.mkdirSync(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(outbox, `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.eml`);
      fs.writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      opts.log.info(
        { to: mail.to, file },
        `mail written to the outbox: ${mail.subject}\n${mail.text}`,
      );
    },
  };
}

/**
 * The transport, made with the first mail: nodemailer (some 440 KB of code) loads then, not
 * with the server (decision 0110).
 */
function lazyTransport(
  options:
    | ReturnType<typeof smtpOptions>
    | { streamTransport: true; buffer: true; newline: 'unix' },
): () => Promise<Transporter> {
  let made: Promise<Transporter> | undefined;
  return () => {
    made ??= import('nodemailer').then(
      ({ default: nodemailer }) => nodemailer.createTransport(options),
      (err: unknown) => {
        // A failed load (its file replaced by a rebuild) is tried again by the next mail.
        made = undefined;
        throw err;
      },
    );
    return made;
  };
}

/** SMTP settings from a URL, with timeouts so a stuck mail server cannot hold a request. */
function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}
