// The API benchmark: the shop's hot catalogue reads against a bare Fastify
// route, measured one after another in the same run on the same machine
// (autocannon), printed as requests per second, p99 latency and the ratio to
// the bare route. A script, not a test: it reports, it never fails on
// slowness. It fails only when it cannot measure honestly (a server does not
// start, or a route answers something other than 2xx, or 304 where a
// revalidation is measured).
//
// Settings (environment): BENCH_DURATION seconds per route (10),
// BENCH_WARMUP seconds of warm-up per route (3), BENCH_CONNECTIONS (10),
// BENCH_PAGE_CONNECTIONS for the server-rendered pages and their static baseline (50).
// Results: the table on stdout and dist/bench/api-bench.json.
import { spawn } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('../../', import.meta.url));
const outputDir = join(root, 'dist/bench');
const serverMain = join(root, 'dist/apps/api/main.js');
const bareMain = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));

function seconds(name, fallback) {
  const text = process.env[name]?.trim() ?? '';
  const value = text === '' ? fallback : Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new RangeError(`${name} must be a positive number`);
  return value;
}
const DURATION = seconds('BENCH_DURATION', 10);
const WARMUP = seconds('BENCH_WARMUP', 3);
const CONNECTIONS = Math.round(seconds('BENCH_CONNECTIONS', 10));
const PAGE_CONNECTIONS = Math.round(seconds('BENCH_PAGE_CONNECTIONS', 50));

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Child processes started here, each the leader of its own process group. */
const children = [];

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function exited(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

let stopping = false;

async function stopAll() {
  stopping = true;
  for (const child of children) killGroup(child, 'SIGTERM');
  for (const child of children) {
    if (!(await exited(child, 10_000))) {
      killGroup(child, 'SIGKILL');
      await exited(child, 5_000);
    }
  }
}
// Whatever happens, no server outlives the script.
process.once('exit', () => children.forEach((child) => killGroup(child, 'SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void stopAll().then(() => process.exit(130)));
}

/** Starts `node <main>` detached with `env`, and waits until `readyUrl` answers 2xx. */
async function start(name, main, env, readyPath) {
  const port = await freePort();
  // The address the bench opens is the shop's public origin (its links, the write-origin check).
  const baseUrl = `http://127.0.0.1:${port}`;
  mkdirSync(outputDir, { recursive: true });
  const logFile = join(outputDir, `${name}.log`);
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...env, PORT: String(port), PUBLIC_ORIGIN: baseUrl },
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  children.push(child);
  // A server that dies mid-run (crash, or killed from outside) says so before the numbers go wrong.
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`\n${name} exited unexpectedly (${code ?? signal}); see ${logFile}`);
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}${readyPath}`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return baseUrl;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
  throw new Error(`${name} did not start:\n${tail}`);
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Whether a status is the one the route should answer: `expected`, or any 2xx. */
function answersAsExpected(status, expected) {
  return expected === undefined ? status >= 200 && status < 300 : status === expected;
}

/** One route: a plain request first (its status and size), a warm-up, then the measurement. */
async function measure(target) {
  const init = { method: target.method, headers: target.headers, body: target.body };
  const probe = await fetch(target.url, init);
  const bytes = (await probe.arrayBuffer()).byteLength;
  const options = {
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: target.connections ?? CONNECTIONS,
  };
  await run({ ...options, duration: WARMUP });
  const result = await run({ ...options, duration: DURATION });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
  );
  const ok =
    answersAsExpected(probe.status, target.expect) &&
    Object.keys(statusCodes).every((code) => answersAsExpected(Number(code), target.expect)) &&
    result.errors === 0 &&
    result.timeouts === 0;
  return {
    name: target.name,
    ok,
    probeStatus: probe.status,
    bytes,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p99Ms: result.latency.p99,
    averageMs: result.latency.average,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

function printTable(rows, baseline = 'bare') {
  const bare = rows[0].requestsPerSecond;
  const table = [
    ['route', 'answers', 'req/s', 'p99 ms', `ratio to ${baseline}`],
    ...rows.map((row) => [
      row.name,
      row.ok
        ? `all ${row.probeStatus}`
        : `NOT OK: ${JSON.stringify(row.statusCodes)}, ${row.errors} errors, ${row.timeouts} timeouts`,
      Math.round(row.requestsPerSecond).toLocaleString('en'),
      String(row.p99Ms),
      (row.requestsPerSecond / bare).toFixed(2),
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
  const align = (line) =>
    line
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ');
  console.log(align(table[0]));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of table.slice(1)) console.log(align(line));
}

const dataDir = mkdtempSync(join(tmpdir(), 'rewards-bench-'));
try {
  const baseEnv = { ...process.env };
  delete baseEnv.DATABASE_URL;
  const bareUrl = await start('bare', bareMain, baseEnv, '/bare');
  const shopUrl = await start(
    'shop',
    serverMain,
    {
      ...baseEnv,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(root, 'dist/apps/storefront'),
      SSR_DIR: join(root, 'dist/apps/storefront-ssr'),
      // The limiter still runs on every call; its ceiling is only out of the way.
      RATE_LIMIT_PER_MINUTE: '100000000',
      // Request logs off on both sides: the bare route has none either.
      LOG_LEVEL: 'warn',
      MAINTENANCE: '0',
    },
    '/backend/api/common/ping',
  );

  // Seeded values, read from the shop itself rather than assumed.
  const api = `${shopUrl}/backend/api`;
  const categories = await (await fetch(`${api}/category?lang=en`)).json();
  const search = {
    q: 'iphone',
    pagination: { pageNumber: 1, pageSize: 12 },
    lang: 'en',
  };
  const found = await (
    await fetch(`${api}/item/search?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(search),
    })
  ).json();
  const categoryId = categories[0]?.categoryId;
  const itemCode = found.items?.[0]?.code;
  if (categoryId === undefined || itemCode === undefined) {
    throw new Error('The seed gave no category or no item for "iphone"');
  }

  const categoryEtag = (await fetch(`${api}/category?lang=en`)).headers.get('etag');

  const targets = [
    { name: 'bare Fastify GET /bare', url: `${bareUrl}/bare`, method: 'GET' },
    { name: 'GET common/ping', url: `${api}/common/ping?lang=en`, method: 'GET' },
    { name: 'GET category', url: `${api}/category?lang=en`, method: 'GET' },
    // A client that already holds the list revalidates it: the answer is a bodiless 304.
    ...(categoryEtag === null
      ? []
      : [
          {
            name: 'GET category, If-None-Match',
            url: `${api}/category?lang=en`,
            method: 'GET',
            headers: { 'if-none-match': categoryEtag },
            expect: 304,
          },
        ]),
    {
      name: `GET category/${categoryId}`,
      url: `${api}/category/${categoryId}?lang=en`,
      method: 'GET',
    },
    { name: `GET item/${itemCode}`, url: `${api}/item/${itemCode}?lang=en`, method: 'GET' },
    {
      name: 'POST item/search "iphone" p1/12',
      url: `${api}/item/search?lang=en`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(search),
    },
  ];

  console.log(
    `API benchmark: ${DURATION} s per route after ${WARMUP} s warm-up, ${CONNECTIONS} connections, ` +
      `one route at a time; Node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'})`,
  );
  const rows = [];
  for (const target of targets) {
    process.stdout.write(`  ${target.name} ...`);
    const row = await measure(target);
    rows.push(row);
    console.log(
      ` ${Math.round(row.requestsPerSecond).toLocaleString('en')} req/s (${row.bytes} bytes)`,
    );
  }
  console.log('');
  printTable(rows);

  // Server-rendered pages (cached per address and language) against a static
  // file of the same server, both at PAGE_CONNECTIONS, brotli accepted as a
  // browser does.
  const browser = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en' };
  const pageTargets = [
    {
      name: 'static file /favicon.svg',
      url: `${shopUrl}/favicon.svg`,
      method: 'GET',
      headers: browser,
      connections: PAGE_CONNECTIONS,
    },
    {
      name: 'page / (en)',
      url: `${shopUrl}/?lang=en`,
      method: 'GET',
      headers: browser,
      connections: PAGE_CONNECTIONS,
    },
    {
      name: `page itemDetail ${itemCode} (th)`,
      url: `${shopUrl}/itemDetail?itemCode=${itemCode}&lang=th`,
      method: 'GET',
      headers: browser,
      connections: PAGE_CONNECTIONS,
    },
  ];
  console.log(`\nPages: ${PAGE_CONNECTIONS} connections`);
  const pageRows = [];
  for (const target of pageTargets) {
    process.stdout.write(`  ${target.name} ...`);
    const row = await measure(target);
    pageRows.push(row);
    rows.push(row);
    console.log(
      ` ${Math.round(row.requestsPerSecond).toLocaleString('en')} req/s (${row.bytes} bytes)`,
    );
  }
  console.log('');
  printTable(pageRows, 'static file');

  if (rows.some((row) => !row.ok)) {
    console.error(
      '\nSome answers were not the expected ones: those rows do not measure the route.',
    );
    process.exitCode = 1;
  }
  writeFileSync(
    join(outputDir, 'api-bench.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        node: process.version,
        cpus: cpus().length,
        durationSeconds: DURATION,
        warmupSeconds: WARMUP,
        connections: CONNECTIONS,
        rows: rows.map((row) => ({
          ...row,
          ratioToBare: row.requestsPerSecond / rows[0].requestsPerSecond,
        })),
      },
      null,
      2,
    ),
  );
  console.log(`\nwritten: ${join(outputDir, 'api-bench.json')}`);
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
