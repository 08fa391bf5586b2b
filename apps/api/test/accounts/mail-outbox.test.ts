import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { readServerConfig } from '../../src/config';
import { mailPlugin } from '../../src/mail/mail-plugin';

const LINK = 'https://shop.example/reset-password?key=secret-key-0123456789&lang=en';

let folder: string | undefined;
afterEach(async () => {
  if (folder !== undefined) await rm(folder, { recursive: true, force: true });
  folder = undefined;
});

/** The mail plugin alone, without SMTP_URL, logging into `lines`. */
async function mailer(dataDir: string | undefined, lines: string[]) {
  const app = Fastify({ logger: { stream: { write: (line: string) => lines.push(line) } } });
  app.decorate('serverConfig', { ...readServerConfig({}), dataDir });
  await app.register(mailPlugin);
  await app.ready();
  return app;
}

const mail = { to: 'customer@example.com', subject: 'Your link', text: `Open ${LINK}` };

describe('mail without SMTP_URL', () => {
  it('is written to <DATA_DIR>/outbox, and the log names the file, not the message', async () => {
    folder = await mkdtemp(join(tmpdir(), 'outbox-'));
    const lines: string[] = [];
    const app = await mailer(folder, lines);
    app.mailer.send(mail);
    await app.mailer.settled();
    await app.close();

    const files = await readdir(join(folder, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{13}-[0-9a-f]{12}\.eml$/);
    const file = join(folder, 'outbox', files[0] ?? '');
    const message = await readFile(file, 'utf8');
    expect(message).toContain('To: customer@example.com');
    expect(message).toContain('Subject: Your link');
    expect(message.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(LINK);
    expect((await stat(file)).mode & 0o077).toBe(0);

    const log = lines.join('\n');
    expect(log).toContain(file);
    expect(log).not.toContain('secret-key');
    expect(log).not.toContain('customer@example.com');
    expect(app.mailer.recent).toEqual([mail]);
  });

  it('is kept in memory without a data folder, and the log holds none of it', async () => {
    const lines: string[] = [];
    const app = await mailer(undefined, lines);
    app.mailer.send(mail);
    await app.mailer.settled();
    await app.close();
    expect(app.mailer.recent).toEqual([mail]);
    const log = lines.join('\n');
    expect(log).toContain('mail kept in memory');
    expect(log).not.toContain('secret-key');
    expect(log).not.toContain('customer@example.com');
  });
});
