// The checkout benchmark: checkPaymentCondition (a quote computed from the
// database with the domain's rules and stored) and order creation (a placement
// in one transaction: the owner's lock, the quote, stock, promotion, points, the
// order number, the sub-orders, the payment page) at 50 concurrent connections,
// against a bare Fastify route loaded the same way in the same run. Latency is
// taken from every answer (autocannon reports no p95 of its own); the CPU each
// answer cost the shop's process (its /metrics) and, on a local PostgreSQL,
// the server's processes serving its connections (/proc) is reported too, a figure that holds when
// other work shares the machine and latencies do not. A script, not
// a test: it reports, and fails only when it cannot measure honestly (a server
// does not start, or a route answers something other than 200).
//
// Settings (environment): BENCH_DURATION seconds for the bare route and the
// quotes (10), BENCH_WARMUP seconds (3), BENCH_CHECKOUT_CONNECTIONS (50),
// BENCH_ORDERS orders placed (1000; each needs a quote and a guest made first),
// BENCH_DATABASE_URL a PostgreSQL server to run the shop on (a schema of its
// own, dropped at the end) instead of the embedded database, BENCH_CPU_PROF a
// folder for the shop server's CPU profile (`--cpu-prof`, written as it stops),
// BENCH_SERVER_MAIN another build of the server to measure.
// Results: the table on stdout and dist/bench/checkout-bench.json.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  bareMain,
  outputDir,
  positive,
  profiledArgs,
  root,
  serverMain,
  startServer,
  startSettings,
  stopAll,
} from './bench-servers.mjs';

const DURATION = positive('BENCH_DURATION', 10);
const WARMUP = positive('BENCH_WARMUP', 3);
const CONNECTIONS = Math.round(positive('BENCH_CHECKOUT_CONNECTIONS', 50));
const ORDERS = Math.round(positive('BENCH_ORDERS', 1000));
const DATABASE_URL = process.env.BENCH_DATABASE_URL?.trim() || undefined;
const MAIN = process.env.BENCH_SERVER_MAIN?.trim() || serverMain;
const SCHEMA = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** The name the shop's connections show in pg_stat_activity, so that their CPU is told from other work's. */
const APPLICATION_NAME = `checkout-${SCHEMA}`;

/** Runs one statement on the benchmark's PostgreSQL server; answers its rows. */
async function onServer(sql, params = []) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** The shop's database: the embedded one in a fresh folder, or a fresh schema on BENCH_DATABASE_URL. */
function databaseEnv(dataDir) {
  if (DATABASE_URL === undefined) return { DATA_DIR: dataDir };
  const options = encodeURIComponent(`-c search_path=${SCHEMA}`);
  return {
    DATABASE_URL:
      `${DATABASE_URL}${DATABASE_URL.includes('?') ? '&' : '?'}options=${options}` +
      `&application_name=${APPLICATION_NAME}`,
  };
}

/** p-th percentile (0-100) of the latencies, nearest rank. */
function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One autocannon run, every answer's status and latency recorded. */
function load(options) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = {};
    const instance = autocannon({ connections: CONNECTIONS, ...options }, (error, result) => {
      if (error) reject(error);
      else resolve({ result, latencies: latencies.sort((a, b) => a - b), statuses });
    });
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

/**
 * CPU seconds the PostgreSQL server's processes serving the shop have used
 * (its connections, by their application name; Linux's /proc, clock ticks of
 * 1/100 s), or undefined where there is no /proc or no such process: with the
 * shop's own, what an answer costs whatever else the machine and the server run.
 */
async function postgresCpuSeconds() {
  const backends = await onServer('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [
    APPLICATION_NAME,
  ]);
  let ticks = 0;
  let found = false;
  for (const { pid } of backends) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      found = true;
    } catch {
      // Gone meanwhile, or no /proc.
    }
  }
  return found ? ticks / 100 : undefined;
}

let shopMetricsUrl;
/** CPU seconds the shop's process has used, from its /metrics. */
async function shopCpuSeconds() {
  const text = await (await fetch(shopMetricsUrl)).text();
  return Number(/^process_cpu_seconds_total (\S+)$/m.exec(text)?.[1]);
}

async function measure(name, options, { warmup = true, shop = true } = {}) {
  process.stdout.write(`  ${name} ...`);
  if (warmup) await load({ ...options, duration: WARMUP, amount: undefined });
  const cpuBefore = shop ? await shopCpuSeconds() : Number.NaN;
  const pgBefore = shop && DATABASE_URL !== undefined ? await postgresCpuSeconds() : undefined;
  const { result, latencies, statuses } = await load(options);
  const cpuAfter = shop ? await shopCpuSeconds() : Number.NaN;
  const pgAfter = pgBefore === undefined ? undefined : await postgresCpuSeconds();
  const row = {
    shopCpuMsPerAnswer: ((cpuAfter - cpuBefore) * 1000) / latencies.length,
    postgresCpuMsPerAnswer:
      pgAfter === undefined ? Number.NaN : ((pgAfter - pgBefore) * 1000) / latencies.length,
    name,
    ok:
      Object.keys(statuses).every((status) => status === '200') &&
      result.errors === 0 &&
      result.timeouts === 0,
    statuses,
    requests: latencies.length,
    requestsPerSecond: latencies.length / (result.duration || 1),
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
  };
  console.log(
    ` ${Math.round(row.requestsPerSecond).toLocaleString('en')} req/s, p95 ${row.p95Ms.toFixed(1)} ms`,
  );
  return row;
}

/** A few requests at a time, `count` in all. */
async function inBatches(count, size, make) {
  const out = [];
  for (let start = 0; start < count; start += size) {
    out.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(size, count - start) }, (_, i) => make(start + i)),
      )),
    );
  }
  return out;
}

const dataDir = mkdtempSync(join(tmpdir(), 'rewards-checkout-bench-'));
try {
  const baseEnv = { ...process.env };
  const start = startSettings();
  delete baseEnv.DATABASE_URL;
  if (DATABASE_URL !== undefined) await onServer(`CREATE SCHEMA ${SCHEMA}`);
  const bareUrl = await startServer('bare', bareMain, baseEnv, '/bare');
  const shopUrl = await startServer(
    'checkout-shop',
    MAIN,
    {
      ...baseEnv,
      HOST: '127.0.0.1',
      ...databaseEnv(dataDir),
      STATIC_DIR: join(root, 'nonexistent'),
      // The limiters still run on every call; their ceilings are only out of the way.
      RATE_LIMIT_PER_MINUTE: '100000000',
      SENSITIVE_RATE_LIMIT_PER_MINUTE: '100000000',
      LOG_LEVEL: 'warn',
      // As `npm start` runs it: the C allocator's settings and Node's options.
      ...start.env,
    },
    '/backend/api/common/ping',
    [...start.nodeArgs, ...profiledArgs()],
  );
  const api = `${shopUrl}/backend/api`;
  shopMetricsUrl = `${shopUrl}/metrics`;
  const json = async (path, init) => {
    const response = await fetch(`${api}${path}`, init);
    return { status: response.status, body: await response.json() };
  };
  const post = (path, body) =>
    json(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  // An item of the seed priced in cash, read from the shop itself rather than assumed.
  const found = await post('/item/search?lang=en', {
    q: 'airpods',
    pagination: { pageNumber: 1, pageSize: 12 },
    lang: 'en',
  });
  const code = found.body.items?.[0]?.code;
  if (code === undefined) throw new Error('The seed gave no item for "airpods"');
  const item = (await json(`/item/${code}?lang=en`)).body;
  const address = {
    fullName: 'Somchai Jaidee',
    mobilePhone1: '0812345678',
    countryCode: '+66',
    email: 'somchai@example.com',
    address1: '99/1 Sukhumvit 21',
    street: 'Sukhumvit Road',
    district: 'Khlong Toei Nuea',
    city: 'Watthana',
    postalCode: '10110',
    region: 'TH-10',
    businessAddress: 'N',
  };
  const quoteBody = (guest) => ({
    shipType: 'DELIVERY',
    paymentMethod: 'CREDIT_DEBIT_CARD',
    paymentType: 'CASH',
    cash: item.unitPrice,
    point: 0,
    total: item.unitPrice,
    discount: '0.00',
    billing: address,
    shipping: address,
    cardEntity: 'KCC',
    guest_uuid: guest,
    txnDetailVMs: [{ lineUuid: 'l-1', code, unitPrice: item.unitPrice, hasAppleCare: 'N' }],
  });
  const guest = async () => (await json('/common/guest-uuid')).body.guestUuid;
  const probe = await post('/shopping-cart/checkPaymentCondition', quoteBody(await guest()));
  if (probe.status !== 200)
    throw new Error(
      `checkPaymentCondition answered ${probe.status}: ${JSON.stringify(probe.body)}`,
    );

  console.log(
    `Checkout benchmark on ${DATABASE_URL === undefined ? 'the embedded database (PGlite)' : 'PostgreSQL'}: ` +
      `${CONNECTIONS} connections; bare and quotes ${DURATION} s after ${WARMUP} s warm-up, ` +
      `${ORDERS} orders; Node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'})`,
  );
  const rows = [];
  rows.push(
    await measure(
      'bare Fastify GET /bare',
      { url: `${bareUrl}/bare`, duration: DURATION },
      { shop: false },
    ),
  );
  const oneGuest = await guest();
  rows.push(
    await measure('POST shopping-cart/checkPaymentCondition', {
      url: `${api}/shopping-cart/checkPaymentCondition?lang=en`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(quoteBody(oneGuest)),
      duration: DURATION,
    }),
  );

  // Each order needs a quote of its own, for a guest of its own (placements of one owner queue on its lock).
  process.stdout.write(`  preparing ${ORDERS} guests and quotes ...`);
  const prepared = await inBatches(ORDERS, 25, async () => {
    const id = await guest();
    const quote = await post('/shopping-cart/checkPaymentCondition', quoteBody(id));
    if (quote.status !== 200) throw new Error(`quote: ${quote.status}`);
    return JSON.stringify({
      quote: quote.body.quote,
      idempotencyKey: `bench-${randomUUID()}`,
      guest_uuid: id,
    });
  });
  console.log(' done');
  let next = 0;
  rows.push(
    await measure(
      'POST transaction/payment (order creation)',
      {
        url: `${api}/transaction/payment?lang=en`,
        amount: ORDERS,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({ ...request, body: prepared[next++ % prepared.length] }),
          },
        ],
      },
      { warmup: false },
    ),
  );

  const bare = rows[0];
  const table = [
    [
      'route',
      'answers',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p95 ratio to bare',
      'req/s ratio to bare',
      'shop CPU ms/answer',
      'PostgreSQL CPU ms/answer',
    ],
    ...rows.map((row) => [
      row.name,
      row.ok ? `all 200 (${row.requests})` : `NOT OK: ${JSON.stringify(row.statuses)}`,
      Math.round(row.requestsPerSecond).toLocaleString('en'),
      row.p50Ms.toFixed(1),
      row.p95Ms.toFixed(1),
      (row.p95Ms / bare.p95Ms).toFixed(1),
      (row.requestsPerSecond / bare.requestsPerSecond).toFixed(3),
      Number.isNaN(row.shopCpuMsPerAnswer) ? '-' : row.shopCpuMsPerAnswer.toFixed(2),
      Number.isNaN(row.postgresCpuMsPerAnswer) ? '-' : row.postgresCpuMsPerAnswer.toFixed(2),
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
  console.log('');
  for (const [index, line] of table.entries()) {
    console.log(
      line
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
        )
        .join('  '),
    );
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
  if (rows.some((row) => !row.ok)) {
    console.error('\nSome answers were not 200: those rows do not measure the route.');
    process.exitCode = 1;
  }
  writeFileSync(
    join(outputDir, 'checkout-bench.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        node: process.version,
        cpus: cpus().length,
        database: DATABASE_URL === undefined ? 'pglite' : 'postgres',
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        orders: ORDERS,
        rows: rows.map((row) => ({
          ...row,
          p95RatioToBare: row.p95Ms / bare.p95Ms,
          requestsPerSecondRatioToBare: row.requestsPerSecond / bare.requestsPerSecond,
        })),
      },
      null,
      2,
    ),
  );
  console.log(`\nwritten: ${join(outputDir, 'checkout-bench.json')}`);
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
  if (DATABASE_URL !== undefined) await onServer(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
}
