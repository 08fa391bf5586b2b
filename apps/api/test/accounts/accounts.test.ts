import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { routes } from '@rewards/api-client/contract';
import { buildTestApp } from '../helpers/test-app';
import { decoded } from '../helpers/inject';
import { bearer, signUpAndIn, signUpForm } from './helpers';

let app: FastifyInstance;
const SECRET = 'test-secret-that-is-long-enough-0123456789';

beforeAll(async () => {
  app = await buildTestApp({
    PASSWORD_HASH_COST: 'test',
    JWT_SECRET: SECRET,
    SENSITIVE_RATE_LIMIT_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await app.close();
});

const customer = (token: string) =>
  app.inject({ method: 'GET', url: '/backend/api/customer', headers: bearer(token) });

describe('register and sign in', () => {
  it('registers, signs in, reads the customer and refreshes the token', async () => {
    const token = await signUpAndIn(app, 'anna@example.com');
    const me = await customer(token);
    expect(me.statusCode).toBe(200);
    expect(decoded(routes.customer, me.json()).email).toBe('anna@example.com');

    const refreshed = await app.inject({
      method: 'POST',
      url: '/backend/api/token/refresh',
      headers: bearer(token),
    });
    expect(refreshed.statusCode).toBe(200);
    const next = decoded(routes.refreshToken, refreshed.json()).id_token;
    expect((await customer(next)).statusCode).toBe(200);
  });

  it('answers a known e-mail as a new one, and mails its owner instead of making an account', async () => {
    await signUpAndIn(app, 'bob@example.com');
    const register = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/backend/api/register?lang=th',
        payload: signUpForm(email, 'Another123'),
        headers: { host: 'attacker.example' },
      });
    const known = await register('BOB@example.com');
    const fresh = await register('bob-new@example.com');
    expect(known.statusCode).toBe(200);
    expect(fresh.statusCode).toBe(200);
    expect(known.json()).toEqual({ ok: true });
    expect(fresh.json()).toEqual(known.json());
    await app.accounts.settled();
    const mails = app.mailer.recent.filter((mail) => mail.to === 'bob@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('บัญชีร้านค้าแลกของรางวัลของคุณ');
    expect(mails[0]?.text).toMatch(
      /\nhttp:\/\/localhost:8080\/reset-password\?key=[\w-]{43}&lang=th\n/,
    );
    const [{ accounts } = { accounts: 0 }] = await app.db.query<{ accounts: number }>(
      "SELECT count(*)::int AS accounts FROM customer WHERE lower(email) = 'bob@example.com'",
    );
    expect(accounts).toBe(1);
    // The owner's password is unchanged; the new e-mail signs in with its own.
    const signIn = (username: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/backend/api/authenticate',
        payload: { username, password },
      });
    expect((await signIn('bob@example.com', 'Secret123')).statusCode).toBe(200);
    expect((await signIn('bob@example.com', 'Another123')).statusCode).toBe(400);
    expect((await signIn('bob-new@example.com', 'Another123')).statusCode).toBe(200);
  });

  it('answers the domain rules of the form, in Thai when asked', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/backend/api/register?lang=th',
      payload: { ...signUpForm('x@example.com'), password: 'short', confirmPassword: 'short' },
    });
    expect(answer.statusCode).toBe(400);
    const body = answer.json() as { fieldErrors: { field: string; code: string }[] };
    expect(body.fieldErrors.map((error) => error.field)).toContain('password');
  });

  it('answers the same error for an unknown e-mail and a wrong password', async () => {
    await signUpAndIn(app, 'carol@example.com');
    const wrong = await app.inject({
      method: 'POST',
      url: '/backend/api/authenticate',
      payload: { username: 'carol@example.com', password: 'Wrong1234' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/backend/api/authenticate',
      payload: { username: 'nobody@example.com', password: 'Wrong1234' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({ title: 'Wrong Email or Password' });
  });
});

describe('tokens', () => {
  const sign = (claims: object, secret: string, exp: number) =>
    new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));

  it('refuses tampered, foreign, expired, unsigned and revoked tokens with 401', async () => {
    const token = await signUpAndIn(app, 'dave@example.com');
    const id = decoded(routes.customer, (await customer(token)).json()).id;
    const later = Math.floor(Date.now() / 1000) + 600;
    const [header, payload] = token.split('.') as [string, string, string];
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: '1', ver: 0, exp: later })).toString('base64url')}.${token.split('.')[2]}`;
    const foreign = await sign(
      { sub: String(id), ver: 0 },
      'another-secret-0123456789abcdef',
      later,
    );
    const expired = await sign(
      { sub: String(id), ver: 0 },
      SECRET,
      Math.floor(Date.now() / 1000) - 5,
    );
    for (const bad of [unsigned, tampered, foreign, expired, 'garbage', '']) {
      expect((await customer(bad)).statusCode, bad).toBe(401);
    }
    expect((await customer(token)).statusCode).toBe(200);

    const out = await app.inject({
      method: 'POST',
      url: '/backend/api/customer/sign-out-everywhere',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await customer(token)).statusCode).toBe(401);
    expect((await customer(token)).json()).toMatchObject({ errorKey: 'E401' });
  });

  it('refuses a write from another origin', async () => {
    const token = await signUpAndIn(app, 'erin@example.com');
    const answer = await app.inject({
      method: 'POST',
      url: '/backend/api/token/refresh',
      headers: { ...bearer(token), origin: 'https://evil.example' },
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('throttling', () => {
  const wrong = (attempt: number, network = 0) =>
    app.inject({
      method: 'POST',
      url: '/backend/api/authenticate',
      payload: { username: 'frank@example.com', password: `Wrong${attempt}x` },
      remoteAddress: `10.${network}.${Math.floor(attempt / 250)}.${attempt % 250}`,
    });

  it('throttles 2,000 wrong passwords with 429 after a few failures', async () => {
    await signUpAndIn(app, 'frank@example.com');
    const statuses = new Map<number, number>();
    const started = Date.now();
    for (let attempt = 0; attempt < 2000; attempt += 1) {
      const answer = await wrong(attempt);
      statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
    }
    // Only the first 5 failures are checked at once; then the account waits 1 s,
    // 2 s, 4 s... before each further check, so a slower machine, which spends
    // longer on the 2,000 attempts, may see one more check per doubling.
    const seconds = (Date.now() - started) / 1000;
    const checks = 5 + 1 + Math.floor(Math.log2(seconds + 1));
    expect(statuses.get(400)).toBeLessThanOrEqual(checks);
    expect(statuses.get(429)).toBeGreaterThanOrEqual(2000 - checks);

    // The loop may end just as a wait runs out. So wait for the next wrong password
    // that is checked again (400): it starts a wait of at least 2 s, in which even the
    // right password is refused.
    let next = 0;
    while ((await wrong(next, 1)).statusCode === 429) {
      next += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const right = await app.inject({
      method: 'POST',
      url: '/backend/api/authenticate',
      payload: { username: 'frank@example.com', password: 'Secret123' },
    });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ errorKey: 'E429' });
    expect((right.json() as { thaiTitle: string }).thaiTitle).not.toBe('');
  }, 120_000);
});
