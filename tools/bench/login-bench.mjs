// The login benchmark: sign-in latency at 20 concurrent sign-ins (p95), and
// catalogue reads during that login storm as a ratio to their rate without it
// (goal >= 0.8: argon2 hashes on libuv's thread pool, off the event loop).
// A script, not a test: it reports, it never fails on slowness; it fails only
// when it cannot measure honestly (the server does not start, a sign-in or a
// catalogue read answers something other than 200).
//
// Settings (environment): BENCH_DURATION seconds per phase (10),
// LOGIN_CONCURRENCY (20), BENCH_CONNECTIONS for the catalogue reads (10).
// Needs the built server (nx build api). Results: stdout and dist/bench/login-bench.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('../../', import.meta.url));
const outputDir = join(root, 'dist/bench');
const serverMain = join(root, 'dist/apps/api/main.js');

function positive(name, fallback) {
  const text = process.env[name]?.trim() ?? '';
  const value = text === '' ? fallback : Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new RangeError(`${name} must be a positive number`);
  return value;
}
const DURATION = positive('BENCH_DURATION', 10);
const LOGINS = Math.round(positive('LOGIN_CONCURRENCY', 20));
const CONNECTIONS = Math.round(positive('BENCH_CONNECTIONS', 10));

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

let server;
function stop() {
  if (server === undefined || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
process.once('exit', stop);

async function startServer(dataDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_ORIGIN: base,
    DATA_DIR: dataDir,
  };
  delete env.DATABASE_URL;
  Object.assign(env, {
    RATE_LIMIT_PER_MINUTE: '100000000',
    LOG_LEVEL: 'warn',
    STATIC_DIR: '/nonexistent',
  });
  server = spawn(process.execPath, [serverMain], {
    cwd: root,
    env,
    detached: true,
    stdio: 'inherit',
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/backend/api/common/ping`)).ok) return base;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not start');
}

/** Each sign-in comes from its own address, so the per-address limit stays out of the way. */
let address = 0;
function forwardedFor() {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

async function post(base, path, body) {
  const response = await fetch(`${base}/backend/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor() },
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** LOGINS workers signing in back to back for `seconds`; every latency in ms. */
async function loginStorm(base, seconds) {
  const latencies = [];
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: LOGINS }, async (_, worker) => {
      while (Date.now() < end) {
        const started = performance.now();
        await post(base, '/authenticate', {
          username: `bench${worker}@example.com`,
          password: 'Secret123',
        });
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function catalogueReads(base, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${base}/backend/api/category?lang=en`, connections: CONNECTIONS, duration: seconds },
      (error, result) => {
        if (error) return reject(error);
        const codes = Object.keys(result.statusCodeStats ?? {});
        if (codes.some((code) => code !== '200') || result.errors > 0)
          return reject(new Error(`catalogue reads answered ${codes.join(', ')}`));
        resolve(result.requests.average);
      },
    );
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'rewards-login-bench-'));
try {
  const base = await startServer(dataDir);
  for (let worker = 0; worker < LOGINS; worker += 1) {
    const email = `bench${worker}@example.com`;
    await post(base, '/register', {
      firstName: 'Bench',
      lastName: 'Shopper',
      email,
      confirmEmail: email,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNumber: '0812345678',
      termsAcknowledged: true,
    });
  }
  const alone = await catalogueReads(base, DURATION);
  const loginsAlone = await loginStorm(base, DURATION);
  const [during, loginsDuring] = await Promise.all([
    catalogueReads(base, DURATION),
    loginStorm(base, DURATION),
  ]);
  const result = {
    loginConcurrency: LOGINS,
    loginP95Ms: Math.round(percentile(loginsAlone, 95)),
    loginsPerSecond: Number((loginsAlone.length / DURATION).toFixed(1)),
    loginP95DuringReadsMs: Math.round(percentile(loginsDuring, 95)),
    catalogueReadsPerSecondAlone: Math.round(alone),
    catalogueReadsPerSecondDuringLogins: Math.round(during),
    catalogueRatio: Number((during / alone).toFixed(2)),
    goal: 'catalogueRatio >= 0.8',
  };
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(join(outputDir, 'login-bench.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(result);
} finally {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
}
