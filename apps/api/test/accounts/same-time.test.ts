import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/test-app';
import { signUpForm } from './helpers';

/**
 * Whether an e-mail has an account must not show in how long an answer takes:
 * the medians of N requests about known e-mails and N about unknown ones, taken
 * in turns, stay within a factor of 2 (a tolerant bound: a machine shared with
 * other work is noisy, and a real difference is a hash, many times the noise).
 * At the real (OWASP) hash cost.
 */
const N = 15;

let app: FastifyInstance;
const known = Array.from({ length: N }, (_, i) => `known-${i}@example.com`);
const unknown = Array.from({ length: N }, (_, i) => `unknown-${i}@example.com`);

beforeAll(async () => {
  app = await buildTestApp({ SENSITIVE_RATE_LIMIT_PER_MINUTE: '100000' });
  for (const email of known) {
    const answer = await app.inject({
      method: 'POST',
      url: '/backend/api/register',
      payload: signUpForm(email),
    });
    if (answer.statusCode !== 200) throw new Error(answer.body);
  }
  await app.accounts.settled();
}, 120_000);
afterAll(async () => {
  await app.close();
});

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The median times of `request` for the known and the unknown e-mails, each answered `status`. */
async function medians(
  request: (email: string, i: number) => Promise<{ statusCode: number }>,
  status: number,
) {
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < N; i += 1) {
    const pair = [
      ['known', known[i] ?? ''],
      ['unknown', unknown[i] ?? ''],
    ] as const;
    // Each kind goes first in every other turn: neither always meets a colder process.
    for (const [kind, email] of i % 2 === 0 ? pair : [...pair].reverse()) {
      const started = performance.now();
      const answer = await request(email, i);
      times[kind].push(performance.now() - started);
      expect(answer.statusCode).toBe(status);
      // What a request leaves to do after its answer (the lookup, a mail) ends before the next
      // is timed: the times compare the answers' own paths, not which one a previous request's
      // work happened to overlap (a recovery link's answers took about 2 ms, and a known
      // e-mail's mail running into the next request once made its median 2.7 times the other's).
      await app.accounts.settled();
    }
  }
  return { known: median(times.known), unknown: median(times.unknown) };
}

function expectAlike({ known: a, unknown: b }: { known: number; unknown: number }) {
  expect(a / b).toBeGreaterThan(0.5);
  expect(a / b).toBeLessThan(2);
}

describe('known and unknown e-mails take the same time', () => {
  it('to sign in with a wrong password', async () => {
    const result = await medians(
      (email, i) =>
        app.inject({
          method: 'POST',
          url: '/backend/api/authenticate',
          payload: { username: email, password: 'Wrong123x' },
          remoteAddress: `192.0.2.${i}`,
        }),
      400,
    );
    expectAlike(result);
  }, 60_000);

  it('to register', async () => {
    const result = await medians(
      (email, i) =>
        app.inject({
          method: 'POST',
          url: '/backend/api/register',
          payload: signUpForm(email.replace('unknown', `new-${i}`), 'Other1234'),
        }),
      200,
    );
    expectAlike(result);
  }, 60_000);

  it('to ask for a recovery link', async () => {
    const result = await medians(
      (email, i) =>
        app.inject({
          method: 'GET',
          url: `/backend/api/customer/reset-password/init/${encodeURIComponent(email)}`,
          remoteAddress: `192.0.2.${i}`,
        }),
      200,
    );
    expectAlike(result);
  }, 60_000);
});
