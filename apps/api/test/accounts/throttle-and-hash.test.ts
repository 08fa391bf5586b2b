import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { parseOptions } from '@node-rs/argon2';
import { failureDelaySeconds, MAX_FAILURES_PER_HOUR } from '../../src/accounts/throttle';
import {
  hashPassword,
  needsRehash,
  OWASP_COST,
  TEST_COST,
  verifyPassword,
} from '../../src/accounts/passwords';
import { buildTestApp } from '../helpers/test-app';
import { signUpAndIn } from './helpers';

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
