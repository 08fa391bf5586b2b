import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';

/** A message the shop sends. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/**
 * Sends the shop's e-mail after the answer; remembers the last few messages
 * queued (the API tests read them).
 */
export interface Mailer {
  /** Queues the message: it is delivered off the request's path, and a failure is logged. */
  send(mail: OutgoingMail): void;
  /** Resolves once every message queued so far is delivered (or its failure logged). */
  settled(): Promise<void>;
  readonly recent: readonly OutgoingMail[];
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const REMEMBERED = 20;

/**
 * E-mail through nodemailer: SMTP at `SMTP_URL` (e.g. `smtp://user:pass@host:587`)
 * from `MAIL_FROM`. Without `SMTP_URL` nothing leaves the machine: each message
 * is written as `<DATA_DIR>/outbox/<timestamp>-<random>.eml` (readable by the
 * server's user only), or only kept in `recent` when there is no data folder
 * (tests, PostgreSQL); the log names the file, never the message's text, which
 * may hold a password-recovery link.
 */
export const mailPlugin = fp(
  async (app) => {
    const { smtpUrl, mailFrom, dataDir } = app.serverConfig;
    // nodemailer is loaded with the first message, not at the server's start.
    let transport: Promise<Transporter> | undefined;
    const transportOf = () =>
      (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        smtpUrl === undefined
          ? nodemailer.createTransport({ streamTransport: true, buffer: true })
          : nodemailer.createTransport(smtpUrl),
      ));
    const outbox = dataDir === undefined ? undefined : join(dataDir, 'outbox');
    const recent: OutgoingMail[] = [];
    const pending = new Set<Promise<void>>();

    const deliver = async (mail: OutgoingMail) => {
      const info = (await (await transportOf()).sendMail({ from: mailFrom, ...mail })) as {
        message?: Buffer;
      };
      if (smtpUrl !== undefined) return;
      if (outbox === undefined) {
        app.log.info('mail kept in memory (no SMTP_URL and no DATA_DIR): not sent');
        return;
      }
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = join(outbox, `${Date.now()}-${randomBytes(6).toString('hex')}.eml`);
      await writeFile(file, info.message ?? '', { mode: 0o600 });
      app.log.info({ file }, 'mail written to the outbox (no SMTP_URL): not sent');
    };

    app.decorate('mailer', {
      recent,
      send(mail: OutgoingMail) {
        recent.push(mail);
        if (recent.length > REMEMBERED) recent.shift();
        const task = deliver(mail)
          .catch((error: unknown) => app.log.error({ err: error }, 'mail not sent'))
          .finally(() => pending.delete(task));
        pending.add(task);
      },
      async settled() {
        while (pending.size > 0) await Promise.all(pending);
      },
    });
    app.addHook('onClose', async () => {
      await app.mailer.settled();
      if (transport !== undefined) (await transport).close();
    });
  },
  { name: 'mail' },
);
