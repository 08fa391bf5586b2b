import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

/** A message the shop sends. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Sends the shop's e-mail; remembers the last few messages it sent (the API tests read them). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
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
 * from `MAIL_FROM`; without `SMTP_URL` nothing leaves the machine (nodemailer's
 * JSON transport) and each message is logged, so a developer can follow a
 * password-recovery link from the log.
 */
export const mailPlugin = fp(
  async (app) => {
    const { smtpUrl, mailFrom } = app.serverConfig;
    const transport: Transporter =
      smtpUrl === undefined
        ? nodemailer.createTransport({ jsonTransport: true })
        : nodemailer.createTransport(smtpUrl);
    const recent: OutgoingMail[] = [];
    app.decorate('mailer', {
      recent,
      async send(mail: OutgoingMail) {
        await transport.sendMail({ from: mailFrom, ...mail });
        recent.push(mail);
        if (recent.length > REMEMBERED) recent.shift();
        if (smtpUrl === undefined) {
          app.log.info(
            { to: mail.to, subject: mail.subject, text: mail.text },
            'mail (no SMTP_URL: not sent)',
          );
        }
      },
    });
    app.addHook('onClose', async () => {
      transport.close();
    });
  },
  { name: 'mail' },
);
