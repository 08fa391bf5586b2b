// The memory benchmark: the built server on the embedded database (or on
// PostgreSQL with BENCH_DATABASE_URL, in a schema of its own dropped at the
// end) answers BENCH_RENDERS distinct page renders and searches (item pages,
// catalogue and item lists, search pages and search calls with varied words,
// in English and Thai) at BENCH_MEMORY_CONNECTIONS at a time, while its memory
// is read from its own /metrics (loopback) every BENCH_SAMPLE_EVERY answers:
// RSS, V8's heap used and committed, external memory, array buffers, and what holds the rest
// (the embedded database's WebAssembly memory, the page cache, the catalogue
// cache, the pictures). It prints a table, whether the RSS stopped growing
// over the last third of the run, and the server's CPU time per answer (what a
// memory setting costs, apart from the machine's other work). A script, not a test: it fails only when it
// cannot measure honestly (the server does not start, or answers a 5xx).
//
// Settings (environment): BENCH_RENDERS (10000), BENCH_MEMORY_CONNECTIONS (4),
// BENCH_SAMPLE_EVERY (500), BENCH_DATABASE_URL, BENCH_SERVER_MAIN (another build
// of the server to measure instead of dist/apps/api/main.js), BENCH_NODE_ARGS
// (Node's options before the server's script, after `npm start`'s, which they
// override). The server is started as `npm start` starts it (the C allocator's
// settings, another value in the environment wins; Node's options), and gets
// NODE_OPTIONS as it is.
// Results: the table on stdout and dist/bench/memory-bench.json.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  outputDir,
  positive,
  serverMain,
  startServer,
  startSettings,
  stopAll,
} from './bench-servers.mjs';

const RENDERS = Math.round(positive('BENCH_RENDERS', 10_000));
const CONNECTIONS = Math.round(positive('BENCH_MEMORY_CONNECTIONS', 4));
const SAMPLE_EVERY = Math.round(positive('BENCH_SAMPLE_EVERY', 500));
const DATABASE_URL = process.env.BENCH_DATABASE_URL?.trim() || undefined;
const MAIN = process.env.BENCH_SERVER_MAIN?.trim() || serverMain;
/** Node's own options for the server, for trying V8's (BENCH_NODE_ARGS, space-separated). */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const SCHEMA = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const MB = 1024 * 1024;

/** Runs one statement on the benchmark's PostgreSQL server. */
async function onServer(sql) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The shop's database: the embedded one in a fresh folder, or a fresh schema on BENCH_DATABASE_URL. */
function databaseEnv(dataDir) {
  if (DATABASE_URL === undefined) return { DATA_DIR: dataDir };
  const options = encodeURIComponent(`-c search_path=${SCHEMA}`);
  return {
    DATABASE_URL: `${DATABASE_URL}${DATABASE_URL.includes('?') ? '&' : '?'}options=${options}`,
  };
}

/** The memory figures of one /metrics answer, in bytes. */
function memoryOf(text) {
  const value = (pattern) => {
    const match = pattern.exec(text);
    return match === null ? undefined : Number(match[1]);
  };
  const parts = {};
  for (const match of text.matchAll(/^memory_held_bytes\{part="([^"]+)"\} (\S+)$/gm)) {
    parts[match[1]] = Number(match[2]);
  }
  return {
    rss: value(/^process_resident_memory_bytes (\S+)$/m),
    heapUsed: value(/^nodejs_heap_size_used_bytes (\S+)$/m),
    heapTotal: value(/^nodejs_heap_size_total_bytes (\S+)$/m),
    external: value(/^nodejs_external_memory_bytes (\S+)$/m),
    arrayBuffers: value(/^nodejs_array_buffers_bytes (\S+)$/m),
    cpuSeconds: value(/^process_cpu_seconds_total (\S+)$/m),
    parts,
  };
}

/**
 * The distinct URLs of the run: every item page and list in both languages,
 * then search pages and search calls with words of the catalogue's names, two
 * or three at a time, so that no URL repeats.
 */
function plan(items, categories, count) {
  const requests = [];
  const languages = ['en', 'th'];
  for (const lang of languages) {
    for (const item of items) {
      requests.push({ path: `/itemDetail?itemCode=${encodeURIComponent(item.code)}&lang=${lang}` });
    }
    for (const category of categories) {
      requests.push({ path: `/listCatalogue/${category.categoryId}?lang=${lang}` });
      for (const catalogue of category.catalogues) {
        requests.push({
          path: `/listItem?category=${category.categoryId}&catalogue=${catalogue.catalogueId}&lang=${lang}`,
        });
      }
    }
  }
  const words = [
    ...new Set(
      items
        .flatMap((item) => item.name.split(/\s+/))
        .map((word) => word.replace(/[()",]/g, '').toLowerCase())
        .filter((word) => word.length >= 2),
    ),
  ];
  const thai = ['ไอโฟน', 'ไอแพด', 'แมค', 'หูฟัง', 'นาฬิกา', 'เคส', 'สาย', 'ชาร์จ', 'ลำโพง', 'ปากกา'];
  const vocabulary = [...words, ...thai];
  const seen = new Set(requests.map((request) => request.path));
  let n = 0;
  while (requests.length < count) {
    const a = vocabulary[n % vocabulary.length];
    const b = vocabulary[Math.floor(n / vocabulary.length) % vocabulary.length];
    const c = vocabulary[Math.floor(n / vocabulary.length ** 2) % vocabulary.length];
    const q = n < vocabulary.length ** 2 ? `${a} ${b}` : `${a} ${b} ${c}`;
    const lang = languages[Math.floor(n / 2) % 2];
    n += 1;
    if (n % 2 === 0) {
      const path = `/search?q=${encodeURIComponent(q)}&lang=${lang}`;
      if (seen.has(path)) continue;
      seen.add(path);
      requests.push({ path });
    } else {
      const key = `search ${q} ${lang}`;
      if (seen.has(key)) continue;
      seen.add(key);
      requests.push({
        path: `/backend/api/item/search?lang=${lang}`,
        body: JSON.stringify({ q, lang, pagination: { pageNumber: 1, pageSize: 12 } }),
      });
    }
  }
  // Interleaved, so that every stretch of the run mixes pages and searches.
  const mixed = [];
  const stride = 7;
  for (let start = 0; start < stride; start += 1) {
    for (let index = start; index < requests.length; index += stride) mixed.push(requests[index]);
  }
  return mixed.slice(0, count);
}

const dataDir = mkdtempSync(join(tmpdir(), 'rewards-memory-bench-'));
/** How `npm start` runs the server: the benchmark measures it so. */
const start = startSettings();
try {
  const baseEnv = { ...process.env };
  delete baseEnv.DATABASE_URL;
  if (DATABASE_URL !== undefined) await onServer(`CREATE SCHEMA ${SCHEMA}`);
  const shopUrl = await startServer(
    'memory-shop',
    MAIN,
    {
      ...baseEnv,
      HOST: '127.0.0.1',
      ...databaseEnv(dataDir),
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOG_LEVEL: 'warn',
      // The C allocator's settings `npm start` gives the server, unless the environment sets them.
      ...start.env,
    },
    '/backend/api/common/ping',
    [...start.nodeArgs, ...NODE_ARGS],
  );
  const api = `${shopUrl}/backend/api`;
  const sample = async () => memoryOf(await (await fetch(`${shopUrl}/metrics`)).text());

  const items = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const response = await fetch(`${api}/item/search?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pagination: { pageNumber, pageSize: 100 } }),
    });
    const page = await response.json();
    items.push(...page.items);
    if (pageNumber >= page.pagination.numOfPages) break;
  }
  const categories = await (await fetch(`${api}/category?lang=en`)).json();
  const requests = plan(items, categories, RENDERS);
  if (requests.length < RENDERS) throw new Error(`only ${requests.length} distinct requests`);

  console.log(
    `Memory benchmark on ${DATABASE_URL === undefined ? 'the embedded database (PGlite)' : 'PostgreSQL'}: ` +
      `${RENDERS.toLocaleString('en')} distinct page renders and searches, ${CONNECTIONS} at a time; ` +
      `Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
  );
  const started = Date.now();
  const samples = [{ done: 0, seconds: 0, ...(await sample()) }];
  const statuses = {};
  let next = 0;
  let done = 0;
  let sampling = Promise.resolve();
  const worker = async () => {
    while (next < requests.length) {
      const { path, body } = requests[next++];
      const response = await fetch(
        `${shopUrl}${path}`,
        body === undefined
          ? { headers: { 'accept-encoding': 'br' } }
          : { method: 'POST', headers: { 'content-type': 'application/json' }, body },
      );
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      done += 1;
      if (done % SAMPLE_EVERY === 0) {
        const at = done;
        sampling = sampling.then(async () => {
          const entry = { done: at, seconds: (Date.now() - started) / 1000, ...(await sample()) };
          samples.push(entry);
          console.log(
            `  ${at.toLocaleString('en')} answers, ${entry.seconds.toFixed(0)} s: RSS ${(entry.rss / MB).toFixed(0)} MB`,
          );
        });
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  await sampling;
  // After a pause: what the server keeps once the work is over.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const idle = { done, seconds: (Date.now() - started) / 1000, idle: true, ...(await sample()) };
  samples.push(idle);

  const partNames = [...new Set(samples.flatMap((entry) => Object.keys(entry.parts)))].sort();
  const mb = (bytes) => (bytes === undefined ? 'n/a' : (bytes / MB).toFixed(1));
  const table = [
    [
      'answers',
      'seconds',
      'RSS MB',
      'heap used',
      'heap total',
      'external',
      'array buffers',
      ...partNames,
    ],
    ...samples.map((entry) => [
      `${entry.done.toLocaleString('en')}${entry.idle ? ' (idle 5 s)' : ''}`,
      entry.seconds.toFixed(0),
      mb(entry.rss),
      mb(entry.heapUsed),
      mb(entry.heapTotal),
      mb(entry.external),
      mb(entry.arrayBuffers),
      ...partNames.map((name) => mb(entry.parts[name])),
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
  console.log('');
  for (const [index, line] of table.entries()) {
    console.log(line.map((cell, column) => cell.padStart(widths[column])).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }

  // Growth over the last third: the RSS at two thirds of the answers against the last sample under load.
  const loaded = samples.filter((entry) => !entry.idle);
  const third = loaded.find((entry) => entry.done >= (2 * done) / 3) ?? loaded[0];
  const last = loaded[loaded.length - 1];
  const grown = last.rss - third.rss;
  const stopped = grown <= Math.max(10 * MB, 0.03 * third.rss);
  // The server's own CPU time per answer: what its memory settings cost, read apart from the
  // machine's other work (answers a second move with it).
  const cpuPerAnswer = ((last.cpuSeconds - samples[0].cpuSeconds) / last.done) * 1000;
  console.log(
    `\nanswers: ${JSON.stringify(statuses)}; ${((done / (Date.now() - started)) * 1000).toFixed(0)} a second; ` +
      `the server's CPU ${cpuPerAnswer.toFixed(2)} ms an answer`,
  );
  console.log(
    `RSS over the last third (${third.done.toLocaleString('en')} to ${last.done.toLocaleString('en')} answers): ` +
      `${mb(third.rss)} -> ${mb(last.rss)} MB (${grown >= 0 ? '+' : ''}${mb(grown)} MB): ` +
      `${stopped ? 'stopped growing' : 'STILL GROWING'}`,
  );
  if (Object.keys(statuses).some((status) => Number(status) >= 500)) {
    console.error('\nSome answers were 5xx: the run does not measure the shop.');
    process.exitCode = 1;
  }
  writeFileSync(
    join(outputDir, 'memory-bench.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        node: process.version,
        cpus: cpus().length,
        loadAverage: loadavg(),
        database: DATABASE_URL === undefined ? 'pglite' : 'postgres',
        renders: RENDERS,
        connections: CONNECTIONS,
        statuses,
        stoppedGrowing: stopped,
        cpuMsPerAnswer: cpuPerAnswer,
        samples,
      },
      null,
      2,
    ),
  );
  console.log(`written: ${join(outputDir, 'memory-bench.json')}`);
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
  if (DATABASE_URL !== undefined) await onServer(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
}
