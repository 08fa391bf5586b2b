import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  MAX_MAILS_PER_EMAIL_PER_HOUR,
  MAX_RESETS_PER_ADDRESS_PER_HOUR,
} from '../../src/accounts/throttle';
import { buildTestApp } from '../helpers/test-app';
import { bearer, signUpAndIn } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({
    PASSWORD_HASH_COST: 'test',
    PUBLIC_ORIGIN: 'https://shop.example',
    SENSITIVE_RATE_LIMIT_PER_MINUTE: '100000',
  });
});
afterAll(async () => {
  await app.close();
});

const init = (email: string, lang = 'en', remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'GET',
    url: `/backend/api/customer/reset-password/init/${encodeURIComponent(email)}?lang=${lang}`,
    headers: { host: 'attacker.example' },
    remoteAddress,
  });

const finish = (key: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/backend/api/customer/reset-password/finish?lang=en',
    payload: { key, newPassword: password, confirmPassword: password },
  });

const signIn = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/backend/api/authenticate',
    payload: { username: email, password },
  });

/** The mails sent to `email` so far (the mail goes after the answer). */
async function mailsTo(email: string) {
  await app.accounts.settled();
  return app.mailer.recent.filter((sent) => sent.to === email);
}

/** The key in the last recovery e-mail sent to `email`. */
async function lastKey(email: string): Promise<string> {
  await app.accounts.settled();
  const mail = [...app.mailer.recent].reverse().find((sent) => sent.to === email);
  const key = mail === undefined ? undefined : /key=([\w-]+)/.exec(mail.text)?.[1];
  if (key === undefined) throw new Error(`No recovery e-mail to ${email}`);
  return key;
}

describe('password recovery', () => {
  it('answers the same for an unknown e-mail and a customer’s, and mails only the customer', async () => {
    await signUpAndIn(app, 'reset-one@example.com');
    const sentBefore = app.mailer.recent.length;
    const unknown = await init('nobody@example.com');
    const known = await init('Reset-One@example.com', 'th');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await app.accounts.settled();
    expect(app.mailer.recent.length).toBe(sentBefore + 1);
    const mail = app.mailer.recent.at(-1);
    expect(mail?.to).toBe('reset-one@example.com');
    expect(mail?.subject).toBe('ตั้งรหัสผ่านใหม่สำหรับร้านค้าแลกของรางวัล');
    // The link is the shop's public origin, whatever Host the request named.
    expect(mail?.text).toMatch(
      /\nhttps:\/\/shop\.example\/reset-password\?key=[\w-]{43}&lang=th\n/,
    );
  });

  it('the link’s key sets a new password once, and every older token stops working', async () => {
    const token = await signUpAndIn(app, 'reset-two@example.com');
    await init('reset-two@example.com');
    const key = await lastKey('reset-two@example.com');
    expect((await finish(key, 'NewSecret456')).statusCode).toBe(200);
    expect((await signIn('reset-two@example.com', 'NewSecret456')).statusCode).toBe(200);
    expect((await signIn('reset-two@example.com', 'Secret123')).statusCode).toBe(400);
    const old = await app.inject({
      method: 'GET',
      url: '/backend/api/customer',
      headers: bearer(token),
    });
    expect(old.statusCode).toBe(401);
    const again = await finish(key, 'Another789x');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errorKey: 'resetKeyInvalid' });
  });

  it('refuses a made-up or expired key and a password that breaks the rules', async () => {
    await signUpAndIn(app, 'reset-three@example.com');
    await init('reset-three@example.com');
    const key = await lastKey('reset-three@example.com');
    expect((await finish('made-up-key', 'NewSecret456')).statusCode).toBe(400);
    expect((await finish(key, 'short')).json()).toMatchObject({ errorKey: 'E400' });
    await app.db.query("UPDATE password_reset SET expires_at = now() - interval '1 minute'");
    expect((await finish(key, 'NewSecret456')).json()).toMatchObject({
      errorKey: 'resetKeyInvalid',
    });
  });

  it(`mails an e-mail at most ${MAX_MAILS_PER_EMAIL_PER_HOUR} times an hour, answering every request the same`, async () => {
    await signUpAndIn(app, 'flood@example.com');
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await init('flood@example.com', 'en', '10.9.0.1'));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await mailsTo('flood@example.com')).toHaveLength(MAX_MAILS_PER_EMAIL_PER_HOUR);
  });

  it('never makes signing in wait: the right password works after 10 requests', async () => {
    await signUpAndIn(app, 'victim@example.com');
    for (let i = 0; i < 10; i += 1) {
      expect((await init('victim@example.com', 'en', `10.9.1.${i}`)).statusCode).toBe(200);
    }
    expect((await signIn('victim@example.com', 'Secret123')).statusCode).toBe(200);
  });

  it(`refuses an address past ${MAX_RESETS_PER_ADDRESS_PER_HOUR} requests an hour, not the others`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < MAX_RESETS_PER_ADDRESS_PER_HOUR + 3; i += 1) {
      statuses.push((await init(`someone-${i}@example.com`, 'en', '10.9.2.1')).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      MAX_RESETS_PER_ADDRESS_PER_HOUR,
    );
    expect(statuses.slice(MAX_RESETS_PER_ADDRESS_PER_HOUR)).toEqual([429, 429, 429]);
    expect((await init('someone-0@example.com', 'en', '10.9.2.2')).statusCode).toBe(200);
  });

  it('forgets the counts older than the hour', async () => {
    await init('old-reset@example.com', 'en', '10.9.3.1');
    await app.accounts.settled();
    const keys = async () =>
      (
        await app.db.query<{ key: string }>(
          `SELECT key FROM reset_request WHERE key IN ('old-reset@example.com', '10.9.3.1')`,
        )
      )
        .map((row) => row.key)
        .sort();
    expect(await keys()).toEqual(['10.9.3.1', 'old-reset@example.com']);
    await app.db.query(
      `UPDATE reset_request SET attempts = ARRAY[now() - interval '61 minutes'],
         last_at = now() - interval '61 minutes'
       WHERE key IN ('old-reset@example.com', '10.9.3.1')`,
    );
    await app.accounts.prune();
    expect(await keys()).toEqual([]);
  });
});
