import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thb } from '@rewards/domain';
import { DEMO_PASSWORD } from '../../src/seed/checkout';
import { addressJson, wire } from './helpers';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const url = process.env.DATABASE_URL?.trim() ?? '';
const schema = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;

interface Server {
  readonly child: ChildProcess;
  readonly base: Promise<string>;
}

function start(main: string): Server {
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      PASSWORD_HASH_COST: 'test',
      RATE_LIMIT_PER_MINUTE: '100000000',
      SENSITIVE_RATE_LIMIT_PER_MINUTE: '100000000',
      SETTINGS: 'FE_POINTS_REDEMPTION=Y',
      CHECKOUT_SWEEP_SECONDS: '1',
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
  return { child, base };
}

let servers: string[] = [];
let db: pg.Pool;
const started: Server[] = [];
let buildDir = '';

/** The n-th call goes to server n mod 2: every scenario is shared by both processes. */
const on = (n: number) => servers[n % servers.length] as string;

async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}/backend/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(wire(body)) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const scalar = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
  Object.values((await db.query(sql, params)).rows[0] ?? {})[0] as T;

interface Item {
  code: string;
  unit_price: string;
}

/** A checkPaymentCondition body for `quantity` units of an item, paid in cash or points by KCC. */
function body(
  item: Item,
  options: { guest?: string; points?: number; promo?: [string, string] } = {},
) {
  const total = thb(item.unit_price);
  const discount = thb(options.promo?.[1] ?? '0');
  return {
    shipType: 'DELIVERY',
    paymentMethod: 'CREDIT_DEBIT_CARD',
    paymentType: options.points === undefined ? 'CASH' : 'POINT',
    cash: options.points === undefined ? total.minus(discount).toFixed(2) : '0.00',
    point: options.points ?? 0,
    total: total.toFixed(2),
    discount: discount.toFixed(2),
    billing: addressJson(),
    shipping: addressJson(),
    cardEntity: 'KCC',
    ...(options.guest === undefined ? {} : { guest_uuid: options.guest }),
    ...(options.promo === undefined ? {} : { promoCode: options.promo[0] }),
    txnDetailVMs: [
      { lineUuid: 'l-1', code: item.code, unitPrice: total.toFixed(2), hasAppleCare: 'N' },
    ],
  };
}

async function checkout(n: number, payload: ReturnType<typeof body>, token?: string) {
  const quote = await call(on(n), 'POST', '/shopping-cart/checkPaymentCondition', payload, token);
  if (quote.status !== 200) return quote;
  return call(
    on(n + 1),
    'POST',
    '/transaction/payment',
    {
      quote: quote.body['quote'],
      idempotencyKey: `key-${randomUUID()}`,
      ...(payload.guest_uuid === undefined ? {} : { guest_uuid: payload.guest_uuid }),
    },
    token,
  );
}

async function signIn(email: string) {
  const answer = await call(on(0), 'POST', '/authenticate', {
    username: email,
    password: DEMO_PASSWORD,
  });
  return String(answer.body['id_token']);
}

const guest = async (n: number) =>
  String((await call(on(n), 'GET', '/common/guest-uuid')).body['guestUuid']);

async function pay(base: string, paymentUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}${paymentUrl}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay&cardNumber=4111111111111111',
  });
  const location = response.headers.get('location') ?? '';
  return Object.fromEntries(new URLSearchParams(location.slice(location.indexOf('?') + 1)));
}

describe.skipIf(url === '')(
  'two API processes on one PostgreSQL (skipped without DATABASE_URL)',
  () => {
    beforeAll(async () => {
      buildDir = join(root, 'tmp', `api-two-processes-${randomUUID()}`);
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
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      db = new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` });
      for (const server of [start(main), start(main)]) started.push(server);
      servers = await Promise.all(started.map((server) => server.base));
    }, 180_000);

    afterAll(async () => {
      for (const server of started) server.child.kill('SIGTERM');
      await Promise.all(
        started.map(
          (server) =>
            new Promise((resolve) => {
              if (server.child.exitCode !== null) resolve(undefined);
              else server.child.once('exit', resolve);
            }),
        ),
      );
      await db?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db?.end();
      rmSync(buildDir, { recursive: true, force: true });
    }, 60_000);

    it('both serve the same shop: one seed, one checkout key, one token secret', async () => {
      expect(await scalar('SELECT count(*)::int FROM customer')).toBe(3);
      const token = await signIn('somchai@rewards.example');
      const points = await call(on(1), 'GET', '/customer/points', undefined, token);
      expect(points.body).toEqual({ balance: 20_000_000 });
    });

    it('20 identical returns across both: one order paid, one points debit, one promotion use', async () => {
      const [item] = (
        await db.query<Item>(
          'SELECT code, unit_price FROM item WHERE unit_price BETWEEN 1500 AND 5000 AND NOT limit_quantity AND end_date IS NULL ORDER BY code LIMIT 1',
        )
      ).rows as [Item];
      const token = await signIn('somchai@rewards.example');
      const payable = thb(item.unit_price).minus(200);
      const points = Number(payable.times(1000).dividedBy(6).ceil().toFixed(0));
      const placed = await checkout(0, body(item, { points, promo: ['GIFTBOX', '200.00'] }), token);
      expect(placed.status).toBe(200);
      const back = await pay(on(0), String(placed.body['paymentUrl']));
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          call(on(n), 'POST', '/kscpaygate/paymentProcess', back, token),
        ),
      );
      expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
      expect(answers[0]?.body).toMatchObject({ status: 'success', order: { status: 'PAID' } });
      expect(await scalar("SELECT count(*)::int FROM points_ledger WHERE kind = 'redeem'")).toBe(1);
      expect(await scalar("SELECT used_count FROM promotion WHERE code = 'GIFTBOX'")).toBe(1);
      expect(await scalar('SELECT sum(received)::int FROM payment_return')).toBe(20);
    });

    it('50 checkouts of a limited item by one customer across both hold at most maxQuantity', async () => {
      const [item] = (
        await db.query<Item>(
          'UPDATE item SET limit_quantity = true, max_quantity = 3 WHERE code = (SELECT code FROM item WHERE unit_price < 5000 AND end_date IS NULL AND NOT limit_quantity ORDER BY code DESC LIMIT 1) RETURNING code, unit_price',
        )
      ).rows as [Item];
      const token = await signIn('niran@rewards.example');
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, n) => checkout(n, body(item), token)),
      );
      expect(results.filter((result) => result.status === 200)).toHaveLength(3);
      for (const result of results.filter((each) => each.status !== 200)) {
        expect(result.body).toMatchObject({ errorKey: 'E603' });
      }
    });

    it('50 guests across both for 5 units in stock: exactly 5 sold', async () => {
      const [item] = (
        await db.query<Item>(
          'SELECT code, unit_price FROM item WHERE unit_price > 5000 AND end_date IS NULL AND NOT limit_quantity ORDER BY code LIMIT 1',
        )
      ).rows as [Item];
      await db.query('INSERT INTO item_stock (item_code, available) VALUES ($1, 5)', [item.code]);
      const guests = await Promise.all(Array.from({ length: 50 }, (_, n) => guest(n)));
      const results = await Promise.all(
        guests.map((id, n) => checkout(n, body(item, { guest: id }))),
      );
      expect(results.filter((result) => result.status === 200)).toHaveLength(5);
      expect(
        await scalar('SELECT available FROM item_stock WHERE item_code = $1', [item.code]),
      ).toBe(0);
    });

    it('a promotion with 5 uses left, 20 checkouts across both: exactly 5 use it', async () => {
      const [item] = (
        await db.query<Item>(
          'SELECT code, unit_price FROM item WHERE unit_price > 5000 AND end_date IS NULL AND NOT limit_quantity ORDER BY code DESC LIMIT 1',
        )
      ).rows as [Item];
      const guests = await Promise.all(Array.from({ length: 20 }, (_, n) => guest(n)));
      const results = await Promise.all(
        guests.map((id, n) => checkout(n, body(item, { guest: id, promo: ['LAST5', '250.00'] }))),
      );
      expect(results.filter((result) => result.status === 200)).toHaveLength(5);
      expect(await scalar("SELECT used_count FROM promotion WHERE code = 'LAST5'")).toBe(5);
    });

    it('point redemptions across both never take the balance below 0', async () => {
      const [item] = (
        await db.query<Item>(
          'SELECT code, unit_price FROM item WHERE unit_price BETWEEN 1000 AND 5000 AND end_date IS NULL AND NOT limit_quantity ORDER BY unit_price LIMIT 1',
        )
      ).rows as [Item];
      const points = Number(thb(item.unit_price).times(1000).dividedBy(6).ceil().toFixed(0));
      await db.query(
        "UPDATE points_account SET balance = $1 WHERE customer_id = (SELECT id FROM customer WHERE email = 'malee@rewards.example')",
        [points * 3],
      );
      const token = await signIn('malee@rewards.example');
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, n) => checkout(n, body(item, { points }), token)),
      );
      expect(results.filter((result) => result.status === 200)).toHaveLength(3);
      const held = await db.query<{ balance: string; held: string }>(
        "SELECT balance::text, held::text FROM points_account WHERE customer_id = (SELECT id FROM customer WHERE email = 'malee@rewards.example')",
      );
      expect(held.rows[0]).toEqual({ balance: String(points * 3), held: String(points * 3) });
    });

    it('the sweep of both processes releases an expired order once', async () => {
      const stock = await scalar<number>('SELECT sum(available)::int FROM item_stock');
      const placed = await db.query<{ po_number: string }>(
        "UPDATE orders SET expires_at = now() - interval '1 second' WHERE status = 'PENDING' RETURNING po_number",
      );
      expect(placed.rows.length).toBeGreaterThan(0);
      const deadline = Date.now() + 15_000;
      while (
        Date.now() < deadline &&
        (await scalar<number>("SELECT count(*)::int FROM orders WHERE status = 'PENDING'")) > 0
      ) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await scalar("SELECT count(*)::int FROM orders WHERE status = 'PENDING'")).toBe(0);
      // The 5 units of the scarce item come back once each (not twice), the promotion's 5 uses too.
      expect(await scalar<number>('SELECT sum(available)::int FROM item_stock')).toBe(stock + 5);
      expect(await scalar("SELECT used_count FROM promotion WHERE code = 'LAST5'")).toBe(0);
      expect(
        await scalar(
          "SELECT held::int FROM points_account WHERE customer_id = (SELECT id FROM customer WHERE email = 'malee@rewards.example')",
        ),
      ).toBe(0);
    }, 30_000);
  },
);
