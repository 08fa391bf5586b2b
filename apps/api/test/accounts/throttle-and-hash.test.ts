import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { parseOptions } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import { createWindowCounter } from '../../src/accounts/window-counter-repository';
import {
  failureDelaySeconds,
  LOGIN_ACCOUNT,
  MAX_ADDRESS_FAILURES_PER_HOUR,
  MAX_FAILURES_PER_HOUR,
  type WindowRule,
} from '../../src/accounts/throttle';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import { openPgliteDatabase } from '../../src/db/pglite-database';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import {
  hashPassword,
  needsRehash,
  OWASP_COST,
  TEST_COST,
  verifyPassword,
} from '../../src/accounts/passwords';
import { buildTestApp } from '../helpers/test-app';
import { signUpAndIn, signUpForm } from './helpers';

describe('failure delays', () => {
  it('never shrink as failures grow, and stop everything at the hourly limit', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(failureDelaySeconds(low)).toBeLessThanOrEqual(failureDelaySeconds(high));
        expect(failureDelaySeconds(high) >= 3600).toBe(high >= MAX_FAILURES_PER_HOUR);
      }),
    );
    expect(failureDelaySeconds(0)).toBe(0);
  });
});

describe('password hashes', () => {
  it('are argon2id at the OWASP parameters and verify only their password', async () => {
    const stored = await hashPassword('Secret123', OWASP_COST);
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(parseOptions(stored)).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(await verifyPassword(stored, 'Secret123')).toBe(true);
    expect(await verifyPassword(stored, 'Secret124')).toBe(false);
    expect(await verifyPassword('not a hash', 'Secret123')).toBe(false);
    expect(needsRehash(stored, OWASP_COST)).toBe(false);
    expect(needsRehash(stored, TEST_COST)).toBe(true);
  });

  describe('on sign-in', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp({ PASSWORD_HASH_COST: 'test' });
    });
    afterAll(async () => {
      await app.close();
    });

    it('rehashes a hash made with other parameters', async () => {
      await signUpAndIn(app, 'old@example.com');
      const older = await hashPassword('Secret123', { ...TEST_COST, timeCost: 3 });
      await app.db.query('UPDATE customer SET password_hash = $1 WHERE email = $2', [
        older,
        'old@example.com',
      ]);
      const answer = await app.inject({
        method: 'POST',
        url: '/backend/api/authenticate',
        payload: { username: 'old@example.com', password: 'Secret123' },
      });
      expect(answer.statusCode).toBe(200);
      const [row] = await app.db.query<{ password_hash: string }>(
        'SELECT password_hash FROM customer WHERE email = $1',
        ['old@example.com'],
      );
      expect(row?.password_hash).not.toBe(older);
      expect(needsRehash(row?.password_hash ?? '', TEST_COST)).toBe(false);
    });
  });
});

/** How many of the answers checked a password (400) and how many were refused before (429). */
function tally(statuses: readonly number[]) {
  return {
    checked: statuses.filter((status) => status === 400).length,
    refused: statuses.filter((status) => status === 429).length,
  };
}

/**
 * Wrong passwords checked in `seconds`: 5 at once, then one more each time a
 * wait of 1 s, 2 s, 4 s ... has run out.
 */
function allowance(seconds: number): number {
  return 5 + Math.floor(Math.log2(seconds + 1));
}

describe('sign-in attempts at once', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ PASSWORD_HASH_COST: 'test', TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await app.close();
  });

  const guess = (email: string, attempt: number, address: string) =>
    app.inject({
      method: 'POST',
      url: '/backend/api/authenticate',
      payload: { username: email, password: `Wrong${attempt}x` },
      headers: { 'x-forwarded-for': address },
    });

  it('checks only the allowance of 150 wrong passwords sent together from 150 addresses', async () => {
    await signUpAndIn(app, 'many-addresses@example.com');
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        guess('many-addresses@example.com', i, `198.51.${Math.floor(i / 100)}.${i % 100}`),
      ),
    );
    const { checked, refused } = tally(answers.map((answer) => answer.statusCode));
    expect(checked + refused).toBe(150);
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(allowance((Date.now() - started) / 1000));
  });

  it('checks only the allowance of 20 wrong passwords sent together from one address', async () => {
    await signUpAndIn(app, 'one-address@example.com');
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => guess('one-address@example.com', i, '198.51.100.7')),
    );
    const { checked, refused } = tally(answers.map((answer) => answer.statusCode));
    expect(checked + refused).toBe(20);
    expect(checked).toBeLessThanOrEqual(allowance((Date.now() - started) / 1000));
  });
});

describe('sign-in attempts from one address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      PASSWORD_HASH_COST: 'test',
      SENSITIVE_RATE_LIMIT_PER_MINUTE: '100000',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it(`checks at most ${MAX_ADDRESS_FAILURES_PER_HOUR} wrong passwords an hour, whatever the accounts`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/backend/api/authenticate',
          payload: { username: `guess-${i}@example.com`, password: 'Wrong123x' },
          remoteAddress: '203.0.113.9',
        }),
      ),
    );
    const { checked, refused } = tally(answers.map((answer) => answer.statusCode));
    expect(checked).toBe(MAX_ADDRESS_FAILURES_PER_HOUR);
    expect(refused).toBe(150 - MAX_ADDRESS_FAILURES_PER_HOUR);
    // Another address still gets its answers.
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/backend/api/authenticate',
      payload: { username: 'guess-0@example.com', password: 'Wrong123x' },
      remoteAddress: '203.0.113.10',
    });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('a right password does not use up its address’s allowance', async () => {
    await signUpAndIn(app, 'regular@example.com');
    const signIn = () =>
      app.inject({
        method: 'POST',
        url: '/backend/api/authenticate',
        payload: { username: 'regular@example.com', password: 'Secret123' },
        remoteAddress: '203.0.113.20',
      });
    for (let i = 0; i < MAX_ADDRESS_FAILURES_PER_HOUR + 5; i += 1) {
      expect((await signIn()).statusCode).toBe(200);
    }
  });

  it('forgets attempts older than the hour', async () => {
    await app.inject({
      method: 'POST',
      url: '/backend/api/authenticate',
      payload: { username: 'old-guess@example.com', password: 'Wrong123x' },
      remoteAddress: '203.0.113.30',
    });
    const keys = async () =>
      (
        await app.db.query<{ key: string }>(
          `SELECT key FROM login_attempt WHERE key IN ('old-guess@example.com', '203.0.113.30')`,
        )
      ).map((row) => row.key);
    expect((await keys()).sort()).toEqual(['203.0.113.30', 'old-guess@example.com']);
    await app.accounts.prune();
    expect(await keys()).toHaveLength(2);
    await app.db.query(
      `UPDATE login_attempt SET attempts = ARRAY[now() - interval '61 minutes'],
         last_at = now() - interval '61 minutes'
       WHERE key IN ('old-guess@example.com', '203.0.113.30')`,
    );
    await app.accounts.prune();
    expect(await keys()).toEqual([]);
  });
});

describe('the per-address limit of the account routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ PASSWORD_HASH_COST: 'test', SENSITIVE_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('is SENSITIVE_RATE_LIMIT_PER_MINUTE on register, authenticate and recovery', async () => {
    const calls = {
      register: (i: number) =>
        app.inject({
          method: 'POST',
          url: '/backend/api/register',
          payload: signUpForm(`limit-${i}@example.com`),
          remoteAddress: '192.0.2.1',
        }),
      authenticate: (i: number) =>
        app.inject({
          method: 'POST',
          url: '/backend/api/authenticate',
          payload: { username: `limit-${i}@example.com`, password: 'Wrong123x' },
          remoteAddress: '192.0.2.1',
        }),
      reset: (i: number) =>
        app.inject({
          method: 'GET',
          url: `/backend/api/customer/reset-password/init/limit-${i}%40example.com`,
          remoteAddress: '192.0.2.1',
        }),
    };
    for (const [name, call] of Object.entries(calls)) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await call(i)).statusCode);
      expect(statuses.slice(0, 3), name).not.toContain(429);
      expect(statuses[3], name).toBe(429);
    }
  });
});

describe('two instances on one database', () => {
  const url = process.env.DATABASE_URL?.trim() ?? '';
  const schema = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    if (url === '') {
      // PGlite is one process's own database: both counters share it.
      first = await openPgliteDatabase();
      second = first;
    } else {
      const open = (drop: boolean) =>
        openPostgresDatabase({
          connectionString: url,
          schema,
          maxConnections: 8,
          dropSchemaOnClose: drop,
        });
      first = await open(true);
      second = await open(false);
    }
    await migrate(first, migrations);
  });
  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
  });

  it('reserve no more attempts together than the limits allow', async () => {
    const counters = [
      createWindowCounter(first, 'login_attempt'),
      createWindowCounter(second, 'login_attempt'),
    ];
    const reserve = (rule: WindowRule, key: string) =>
      Promise.all(Array.from({ length: 60 }, (_, i) => counters[i % 2]?.reserve(rule, key)));
    const started = Date.now();
    const byAccount = await reserve(LOGIN_ACCOUNT, 'shared@example.com');
    const granted = byAccount.filter((reservation) => reservation?.ok === true).length;
    expect(granted).toBeGreaterThanOrEqual(5);
    expect(granted).toBeLessThanOrEqual(allowance((Date.now() - started) / 1000));

    const cap = { scope: 'address', delays: Array(7).fill(0) as number[] };
    const byAddress = await reserve(cap, '198.51.100.200');
    expect(byAddress.filter((reservation) => reservation?.ok === true)).toHaveLength(7);
    const refused = byAddress.find((reservation) => reservation?.ok === false);
    expect(refused).toMatchObject({ ok: false });
    expect(refused?.ok === false && refused.waitSeconds).toBeGreaterThan(3500);
  });
});
