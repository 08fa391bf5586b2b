import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thb } from '@rewards/domain';
import { addressJson } from '../checkout/helpers';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const url = process.env.DATABASE_URL?.trim() ?? '';
const schema = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
/** The servers' connections carry this name, so that only they are ended (other files share the server). */
const applicationName = `rewards-store-${schema}`;

const CHECKOUTS = 80;
const UNITS_PER_ORDER = 2;
const STOCK = 1000;
const KILL_EVERY_MS = 150;
const STORM_MAX_MS = 20_000;

interface Server {
  readonly child: ChildProcess;
  readonly base: Promise<string>;
  readonly output: () => string;
}

function start(main: string): Server {
  const options = encodeURIComponent(`-c search_path=${schema}`);
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `${url}${url.includes('?') ? '&' : '?'}options=${options}&application_name=${applicationName}`,
      RATE_LIMIT_PER_MINUTE: '100000000',
      SENSITIVE_RATE_LIMIT_PER_MINUTE: '100000000',
      CHECKOUT_SWEEP_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Rewards store: http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match?.[1] !== undefined) resolve(`http://127.0.0.1:${match[1]}`);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', () => reject(new Error(`exited before listening:\n${output}`)));
  });
  base.catch(() => undefined);
  return { child, base, output: () => output };
}

/** One answer of the API, or status 0 when no answer came (a reset, a refused connection). */
interface Answer {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly body: Record<string, unknown>;
  readonly failure?: string;
}

async function call(base: string, method: string, path: string, body?: unknown): Promise<Answer> {
  try {
    const response = await fetch(`${base}/backend/api${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as Record<string, unknown>,
    };
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return { status: 0, retryAfter: null, body: {}, failure: String(cause ?? error) };
  }
}

interface Item {
  readonly code: string;
  readonly unit_price: string;
}

/** A guest's checkPaymentCondition body: two units of `item`, SAVE500, cash by KCC. */
function quoteBody(item: Item, guest: string) {
  const total = thb(item.unit_price).times(UNITS_PER_ORDER);
  return {
    shipType: 'DELIVERY',
    paymentMethod: 'CREDIT_DEBIT_CARD',
    paymentType: 'CASH',
    cash: total.minus(500).toFixed(2),
    point: 0,
    total: total.toFixed(2),
    discount: '500.00',
    promoCode: 'SAVE500',
    billing: addressJson(),
    shipping: addressJson(),
    cardEntity: 'KCC',
    guest_uuid: guest,
    txnDetailVMs: Array.from({ length: UNITS_PER_ORDER }, () => ({
      lineUuid: 'l-1',
      code: item.code,
      unitPrice: thb(item.unit_price).toFixed(2),
      hasAppleCare: 'N',
    })),
  };
}

/** A guest checkout in steps, so that a failed step can be taken again with the same key. */
class Checkout {
  readonly key = `key-${randomUUID()}`;
  guest: string | undefined;
  quote: unknown;
  order: Record<string, unknown> | undefined;

  constructor(
    private readonly item: Item,
    private readonly bases: readonly [string, string],
    private readonly n: number,
  ) {}

  /** Takes the steps left; resolves with the failed answer of a step, or undefined when placed. */
  async next(): Promise<Answer | undefined> {
    const [first, second] = this.n % 2 === 0 ? this.bases : [this.bases[1], this.bases[0]];
    if (this.guest === undefined) {
      const answer = await call(first, 'GET', '/common/guest-uuid');
      if (answer.status !== 200) return answer;
      this.guest = String(answer.body['guestUuid']);
    }
    if (this.quote === undefined) {
      const answer = await call(
        second,
        'POST',
        '/shopping-cart/checkPaymentCondition?lang=en',
        quoteBody(this.item, this.guest),
      );
      if (answer.status !== 200) return answer;
      this.quote = answer.body['quote'];
    }
    const answer = await call(first, 'POST', '/transaction/payment?lang=en', {
      quote: this.quote,
      idempotencyKey: this.key,
      guest_uuid: this.guest,
    });
    if (answer.status !== 200) return answer;
    this.order = answer.body;
    return undefined;
  }
}

describe.runIf(url !== '')(
  'PostgreSQL ending the backends of two server processes during checkouts (needs DATABASE_URL: PGlite has no backends to end)',
  () => {
    let buildDir = '';
    let admin: pg.Pool;
    const started: Server[] = [];
    let bases: [string, string];

    const scalar = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
      Object.values((await admin.query(sql, params)).rows[0] ?? {})[0] as T;

    beforeAll(async () => {
      // Built from the sources, as the production build does, so that the test runs this code.
      buildDir = join(root, 'tmp', `api-backend-termination-${randomUUID()}`);
      mkdirSync(buildDir, { recursive: true });
      const main = join(buildDir, 'main.js');
      await build({
        entryPoints: [join(root, 'apps/api/src/main.ts')],
        outfile: main,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node24',
        packages: 'external',
        loader: { '.sql': 'text' },
        tsconfig: join(root, 'apps/api/tsconfig.json'),
        logLevel: 'warning',
      });
      admin = new pg.Pool({ connectionString: url, max: 3, options: `-c search_path=${schema}` });
      admin.on('error', () => undefined);
      await admin.query(`CREATE SCHEMA ${schema}`);
      // One after the other: the first migrates and seeds.
      started.push(start(main));
      await started[0]?.base;
      started.push(start(main));
      bases = (await Promise.all(started.map((server) => server.base))) as [string, string];
    }, 180_000);

    afterAll(async () => {
      for (const server of started)
        if (server.child.exitCode === null) server.child.kill('SIGTERM');
      await Promise.all(
        started.map(
          (server) =>
            new Promise((resolve) => {
              if (server.child.exitCode !== null) resolve(undefined);
              else server.child.once('exit', resolve);
            }),
        ),
      );
      await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin?.end();
      rmSync(buildDir, { recursive: true, force: true });
    }, 60_000);

    it(`${CHECKOUTS} guest checkouts while every backend of the shop is ended each ${KILL_EVERY_MS} ms: both processes live, failures are 503 with Retry-After, retries complete, no half order`, async () => {
      const [item] = (
        await admin.query<Item>(
          `SELECT code, unit_price FROM item
           WHERE unit_price BETWEEN 5000 AND 15000 AND end_date IS NULL AND NOT limit_quantity
           ORDER BY code LIMIT 1`,
        )
      ).rows as [Item];
      await admin.query('INSERT INTO item_stock (item_code, available) VALUES ($1, $2)', [
        item.code,
        STOCK,
      ]);

      // Ends the shop's backends (pooled, in a transaction, listening) until told to stop.
      let storming = true;
      let ended = 0;
      const killer = (async () => {
        const killerClient = new pg.Client({ connectionString: url });
        killerClient.on('error', () => undefined);
        await killerClient.connect();
        try {
          while (storming) {
            const rows = await killerClient.query<{ ended: number }>(
              `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS ended
               FROM pg_stat_activity WHERE application_name = $1`,
              [applicationName],
            );
            ended += rows.rows[0]?.ended ?? 0;
            await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS));
          }
        } finally {
          await killerClient.end();
        }
      })();

      const checkouts = Array.from({ length: CHECKOUTS }, (_, n) => new Checkout(item, bases, n));
      const storm = Promise.all(checkouts.map((checkout) => checkout.next()));
      const failed = await Promise.race([
        storm,
        new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), STORM_MAX_MS)),
      ]);
      storming = false;
      await killer;
      // Let the clients of the last round hear that their backends ended.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(failed).not.toBe('timeout');
      const failures = (failed as (Answer | undefined)[]).filter(
        (answer): answer is Answer => answer !== undefined,
      );

      // The storm ended backends under requests, and both processes lived through it.
      expect(ended).toBeGreaterThan(0);
      expect(failures.length).toBeGreaterThan(0);
      for (const server of started) {
        expect(server.child.exitCode, server.output()).toBeNull();
        expect(server.output()).not.toContain('uncaught exception');
        expect(server.output()).not.toContain('unhandled rejection');
      }
      for (const base of bases) expect((await call(base, 'GET', '/common/ping')).status).toBe(200);

      // Every failed call was a 503 in the shop's error shape with a Retry-After: never a 500, never no answer.
      for (const failure of failures) {
        expect(failure).toMatchObject({
          status: 503,
          body: { errorKey: 'E503', status: 503 },
        });
        expect(failure.body['title']).toEqual(expect.any(String));
        expect(failure.body['thaiTitle']).toEqual(expect.any(String));
        expect(Number(failure.retryAfter)).toBeGreaterThan(0);
      }

      // Each failed checkout is taken again from the step that failed, with the same key, and completes.
      for (const checkout of checkouts.filter((each) => each.order === undefined)) {
        expect(await checkout.next()).toBeUndefined();
      }
      const poNumbers = checkouts.map((checkout) => String(checkout.order?.['poNumber']));
      expect(new Set(poNumbers).size).toBe(CHECKOUTS);
      // A placement repeated with its key answers the same order.
      const again = checkouts[0] as Checkout;
      again.order = undefined;
      expect(await again.next()).toBeUndefined();
      expect(again.order?.['poNumber']).toBe(poNumbers[0]);

      // No half order: one order per key, each with its units and payment page, stock and
      // promotion uses matching. Only the orders of these checkouts count: the seed's demo
      // orders of the demo customers are in the schema too.
      const placedHere = "SELECT order_id FROM orders WHERE owner LIKE 'guest:%'";
      expect(
        await scalar(`SELECT count(*)::int FROM orders WHERE order_id IN (${placedHere})`),
      ).toBe(CHECKOUTS);
      expect(
        await scalar(
          `SELECT count(*)::int FROM orders o
           WHERE o.order_id IN (${placedHere})
             AND ((SELECT count(*) FROM order_unit u WHERE u.order_id = o.order_id) <> $1
              OR NOT EXISTS (SELECT 1 FROM payment_session s WHERE s.order_id = o.order_id))`,
          [UNITS_PER_ORDER],
        ),
      ).toBe(0);
      expect(
        await scalar(`SELECT count(*)::int FROM order_unit WHERE order_id IN (${placedHere})`),
      ).toBe(CHECKOUTS * UNITS_PER_ORDER);
      expect(
        await scalar('SELECT available FROM item_stock WHERE item_code = $1', [item.code]),
      ).toBe(STOCK - CHECKOUTS * UNITS_PER_ORDER);
      expect(await scalar("SELECT used_count FROM promotion WHERE code = 'SAVE500'")).toBe(
        CHECKOUTS,
      );
      expect(
        await scalar(`SELECT count(*)::int FROM points_ledger WHERE order_id IN (${placedHere})`),
      ).toBe(0);
      expect(await scalar('SELECT coalesce(sum(held), 0)::int FROM points_account')).toBe(0);
    }, 120_000);
  },
);
