import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { metricsAllowList, isAllowed } from '../../src/operations/metrics';
import { createOperationsRepository } from '../../src/operations/operations-repository';
import { readiness } from '../../src/operations/readiness';
import { checkout, CHECKOUT_ENV, guestId, itemsOnSale, paymentBody } from '../checkout/helpers';
import { buildTestApp } from '../helpers/test-app';

describe('health and metrics', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(CHECKOUT_ENV);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers live and ready, never counted by the rate limit', async () => {
    // A general limit of 3 a minute: health checks must stay outside it.
    const limited = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    onTestFinished(() => limited.close());
    for (let i = 0; i < 10; i += 1) {
      const live = await limited.inject({ url: '/backend/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'UP' });
      const ready = await limited.inject({ url: '/backend/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'UP', checks: [{ name: 'database', ok: true }] });
      expect(ready.headers['cache-control']).toBe('no-store');
    }
    const pings = await Promise.all(
      Array.from({ length: 5 }, () => limited.inject({ url: '/backend/api/common/ping' })),
    );
    expect(pings.map((ping) => ping.statusCode)).toContain(429);
  });

  it('serves Prometheus metrics to loopback only', async () => {
    await app.inject({ url: '/backend/api/category' });
    const metrics = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    const text = metrics.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/backend\/api\/category",status_code="\d{3}"\} \d+/,
    );
    expect(text).toMatch(/catalogue_cache_reads_total\{result="miss"\} \d+/);
    expect(text).toContain('# TYPE orders gauge');
    expect(text).toMatch(/process_resident_memory_bytes \d+/);

    for (const remoteAddress of ['203.0.113.9', '10.0.0.1', '::ffff:198.51.100.2']) {
      const refused = await app.inject({ url: '/metrics', remoteAddress });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('says what the caches, the pictures and the embedded database hold', async () => {
    await app.inject({ url: '/images/logo.png' });
    const text = (await app.inject({ url: '/metrics' })).body;
    const held = (part: string) =>
      Number(new RegExp(`^memory_held_bytes\\{part="${part}"\\} (\\d+)$`, 'm').exec(text)?.[1]);
    expect(held('catalogue_cache')).toBe(app.catalogueCache.bytes);
    expect(held('pictures')).toBe(app.pictures.bytes);
    expect(held('pictures')).toBeGreaterThan(0);
    // No storefront build in these tests: no page is rendered.
    expect(held('page_cache')).toBe(0);
    if (app.db.engine === 'pglite')
      expect(held('pglite_wasm')).toBeGreaterThanOrEqual(16 * 2 ** 20);
    else expect(text).not.toContain('part="pglite_wasm"');
    expect(text).toMatch(/^nodejs_array_buffers_bytes \d+$/m);
    expect(text).toMatch(/^pictures_encoded_total \d+$/m);
  });

  it('counts orders by state when scraped', async () => {
    const pendingNow = async () => {
      const metrics = await app.inject({ url: '/metrics' });
      return Number(/^orders\{status="PENDING"\} (\d+)$/m.exec(metrics.body)?.[1] ?? 0);
    };
    const before = await pendingNow();
    const [item] = [...(await itemsOnSale(app)).values()];
    if (item === undefined) throw new Error('seed has no items');
    const guest = await guestId(app);
    const { placed } = await checkout(
      app,
      paymentBody([{ item, quantity: 1 }], { guestUuid: guest }),
    );
    expect(placed?.status).toBe(200);
    expect(await pendingNow()).toBe(before + 1);
    const counts = await createOperationsRepository(app.db).ordersByStatus();
    expect(counts.find((entry) => entry.status === 'PENDING')?.count).toBe(before + 1);
  });

  it('is not ready when a migration is missing', async () => {
    const [row] = await app.db.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version DESC LIMIT 1',
    );
    expect(row).toBeDefined();
    await app.db.query('DELETE FROM schema_migrations WHERE version = $1', [row!.version]);
    try {
      const ready = await app.inject({ url: '/backend/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'DOWN',
        checks: [
          { name: 'database', ok: false, detail: `migrations not applied: ${row!.version}` },
        ],
      });
    } finally {
      await app.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        row!.version,
        row!.name,
      ]);
    }
  });
});

describe('readiness', () => {
  const operations = {
    appliedMigrations: async () => [1, 2],
    ordersByStatus: async () => [],
  };

  it('is down when Redis does not answer in time, or fails', async () => {
    const slow = await readiness({
      operations,
      expectedMigrations: [1, 2],
      pingRedis: () => new Promise(() => undefined),
      timeoutMs: 20,
    });
    expect(slow).toEqual({
      status: 'DOWN',
      checks: [
        { name: 'database', ok: true },
        { name: 'redis', ok: false, detail: 'no answer within 20 ms' },
      ],
    });
    const failing = await readiness({
      operations,
      expectedMigrations: [1, 2],
      pingRedis: async () => {
        throw new Error('ECONNREFUSED');
      },
      timeoutMs: 1000,
    });
    expect(failing.status).toBe('DOWN');
    const up = await readiness({
      operations,
      expectedMigrations: [1, 2],
      pingRedis: async () => 'PONG',
      timeoutMs: 1000,
    });
    expect(up.status).toBe('UP');
  });

  it('is down when the database fails', async () => {
    const down = await readiness({
      operations: {
        ...operations,
        appliedMigrations: async () => {
          throw new Error('connection refused');
        },
      },
      expectedMigrations: [1],
      timeoutMs: 1000,
    });
    expect(down).toEqual({
      status: 'DOWN',
      checks: [{ name: 'database', ok: false, detail: 'connection refused' }],
    });
  });
});

describe('the metrics allow list', () => {
  it('takes loopback, addresses and ranges, and refuses anything else', () => {
    const list = metricsAllowList(['loopback', '10.1.0.0/16', '2001:db8::5']);
    expect(isAllowed(list, '127.0.0.1')).toBe(true);
    expect(isAllowed(list, '127.8.9.10')).toBe(true);
    expect(isAllowed(list, '::1')).toBe(true);
    expect(isAllowed(list, '::ffff:127.0.0.1')).toBe(true);
    expect(isAllowed(list, '10.1.200.3')).toBe(true);
    expect(isAllowed(list, '10.2.0.1')).toBe(false);
    expect(isAllowed(list, '2001:db8::5')).toBe(true);
    expect(isAllowed(list, '2001:db8::6')).toBe(false);
    expect(isAllowed(list, 'not an address')).toBe(false);
    expect(() => metricsAllowList(['everyone'])).toThrow(RangeError);
  });
});
