import { randomInt } from 'node:crypto';
import * as t from 'io-ts';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { route } from '@rewards/api-client/contract';
import { parseTrustProxy } from '../../src/config';
import { registerRoute } from '../../src/http/register-route';
import { buildTestApp } from '../helpers/test-app';

/** A made-up route that takes a password, as login will: it opts into the stricter limit. */
const loginLike = route({
  method: 'POST',
  path: '/test/login-like',
  body: t.type({ password: t.string }),
  response: t.type({ ok: t.boolean }),
});
const resetLike = route({
  method: 'POST',
  path: '/test/reset-like',
  response: t.type({ ok: t.boolean }),
});

function addSensitiveRoutes(app: FastifyInstance): void {
  registerRoute(app, loginLike, async () => ({ ok: true }), { rateLimit: 'sensitive' });
  registerRoute(app, resetLike, async () => ({ ok: true }), { rateLimit: 'sensitive' });
}

/** An address no other test (or concurrent run) uses, so shared counts cannot mix. */
function freshAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * The Redis the shared-limit test uses. CI always has one (`.ci/run` stops when
 * none answers); a newcomer's machine may not, and then that test alone is
 * skipped with one line saying why. A REDIS_URL that is set must answer.
 */
const redisUrl = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
const withRedis = Boolean(process.env.REDIS_URL?.trim()) || (await redisAnswers(redisUrl));
if (!withRedis) {
  console.warn(
    `No Redis answers at ${redisUrl}: skipping "two instances sharing Redis share one limit" (start redis-server or set REDIS_URL; CI requires it).`,
  );
}

const apps: FastifyInstance[] = [];
async function app(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const built = await buildTestApp(env, { beforeReady: addSensitiveRoutes });
  apps.push(built);
  return built;
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((built) => built.close()));
});

// Each test builds its own app (a fresh database): slow on a busy machine.
describe('rate limits that hold', { timeout: 120_000 }, () => {
  it('a percent-encoded path counts against the same limit as the plain one', async () => {
    const server = await app({ RATE_LIMIT_PER_MINUTE: '3' });
    const remoteAddress = freshAddress();
    for (let i = 0; i < 3; i += 1) {
      const response = await server.inject({ url: '/backend/api/common/ping', remoteAddress });
      expect(response.statusCode).toBe(200);
    }
    for (const url of ['/backend/%61pi/common/ping', '/backend/api/common/%70ing']) {
      const encoded = await server.inject({ url, remoteAddress });
      expect(encoded.statusCode).toBe(429);
    }
  });

  it('without TRUST_PROXY, X-Forwarded-For cannot choose the address that is counted', async () => {
    const server = await app({ RATE_LIMIT_PER_MINUTE: '3' });
    const remoteAddress = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await server.inject({
        url: '/backend/api/common/ping',
        remoteAddress,
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('behind a trusted proxy, each client the proxy reports is counted apart', async () => {
    const proxy = freshAddress();
    const server = await app({ RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: proxy });
    const call = (client: string) =>
      server.inject({
        url: '/backend/api/common/ping',
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': client },
      });
    expect((await call('198.51.100.1')).statusCode).toBe(200);
    expect((await call('198.51.100.1')).statusCode).toBe(200);
    expect((await call('198.51.100.1')).statusCode).toBe(429);
    expect((await call('198.51.100.2')).statusCode).toBe(200);
  });

  it('routes that take passwords or money opt into a stricter limit, counted per route', async () => {
    const server = await app({
      RATE_LIMIT_PER_MINUTE: '100',
      SENSITIVE_RATE_LIMIT_PER_MINUTE: '2',
    });
    const remoteAddress = freshAddress();
    const login = () =>
      server.inject({
        method: 'POST',
        url: '/backend/api/test/login-like',
        payload: { password: 'x' },
        remoteAddress,
      });
    expect((await login()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
    const refused = await login();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorKey: 'E429' });
    const encoded = await server.inject({
      method: 'POST',
      url: '/backend/api/test/login-lik%65',
      payload: { password: 'x' },
      remoteAddress,
    });
    expect(encoded.statusCode).toBe(429);
    const reset = await server.inject({
      method: 'POST',
      url: '/backend/api/test/reset-like',
      remoteAddress,
    });
    expect(reset.statusCode).toBe(200);
    const ping = await server.inject({ url: '/backend/api/common/ping', remoteAddress });
    expect(ping.statusCode).toBe(200);
  });

  it.runIf(withRedis)('two instances sharing Redis share one limit', async () => {
    const env = {
      REDIS_URL: redisUrl,
      RATE_LIMIT_PER_MINUTE: '4',
      SENSITIVE_RATE_LIMIT_PER_MINUTE: '2',
    };
    const [first, second] = [await app(env), await app(env)] as const;
    const remoteAddress = freshAddress();
    const ping = (server: FastifyInstance) =>
      server.inject({ url: '/backend/api/common/ping', remoteAddress });
    const statuses = [];
    for (const server of [first, second, first, second, first, second]) {
      statuses.push((await ping(server)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);

    const login = (server: FastifyInstance) =>
      server.inject({
        method: 'POST',
        url: '/backend/api/test/login-like',
        payload: { password: 'x' },
        remoteAddress,
      });
    expect((await login(first)).statusCode).toBe(200);
    expect((await login(second)).statusCode).toBe(200);
    expect((await login(first)).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default; a hop count or a list of addresses and ranges; never "true"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,::1,loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    expect(() => parseTrustProxy('true')).toThrow(RangeError);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(RangeError);
    expect(() => parseTrustProxy('proxy.example')).toThrow(RangeError);
  });
});

afterAll(async () => {
  await Promise.all(apps.splice(0).map((built) => built.close()));
});
