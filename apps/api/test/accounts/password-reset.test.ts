import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/test-app';
import { bearer, signUpAndIn } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ PASSWORD_HASH_COST: 'test' });
});
afterAll(async () => {
  await app.close();
});

const init = (email: string, lang = 'en') =>
  app.inject({
    method: 'GET',
    url: `/backend/api/customer/reset-password/init/${encodeURIComponent(email)}?lang=${lang}`,
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

/** The key in the last recovery e-mail sent to `email`. */
function lastKey(email: string): string {
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
    expect(app.mailer.recent.length).toBe(sentBefore + 1);
    const mail = app.mailer.recent.at(-1);
    expect(mail?.to).toBe('reset-one@example.com');
    expect(mail?.subject).toBe('ตั้งรหัสผ่านใหม่สำหรับร้านค้าแลกของรางวัล');
    expect(mail?.text).toMatch(/\/reset-password\?key=[\w-]{43}&lang=th/);
  });

  it('the link’s key sets a new password once, and every older token stops working', async () => {
    const token = await signUpAndIn(app, 'reset-two@example.com');
    await init('reset-two@example.com');
    const key = lastKey('reset-two@example.com');
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
    const key = lastKey('reset-three@example.com');
    expect((await finish('made-up-key', 'NewSecret456')).statusCode).toBe(400);
    expect((await finish(key, 'short')).json()).toMatchObject({ errorKey: 'E400' });
    await app.db.query("UPDATE password_reset SET expires_at = now() - interval '1 minute'");
    expect((await finish(key, 'NewSecret456')).json()).toMatchObject({
      errorKey: 'resetKeyInvalid',
    });
  });

  it('throttles a flood of recovery requests for one account', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      answers.push((await init('flood@example.com')).statusCode);
    }
    expect(answers).toContain(429);
  });
});
