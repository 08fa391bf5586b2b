// Starting and stopping the servers a benchmark loads: each a detached child
// process (its own process group), its log in dist/bench/<name>.log, killed
// whatever happens when the script ends.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const outputDir = join(root, 'dist/bench');
export const serverMain = join(root, 'dist/apps/api/main.js');
export const bareMain = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));

/**
 * How `npm start` runs the server, read from package.json's `start` script:
 * the settings it puts before `node` (the C allocator's) and Node's options
 * before the script (V8's young generation). A benchmark starts its shop
 * server with them, so it measures the server as it runs; a value of the
 * benchmark's own environment wins, and options after these win over them.
 */
export function startSettings() {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const words = scripts.start.split('&&').at(-1).trim().split(/\s+/);
  const env = {};
  const nodeArgs = [];
  let at = 0;
  for (; /^[A-Z_]+=/.test(words[at] ?? ''); at += 1) {
    const [name, value] = words[at].split('=');
    env[name] = process.env[name] ?? value;
  }
  if (words[at] !== 'node') throw new Error(`npm start does not run node: ${scripts.start}`);
  for (at += 1; words[at]?.startsWith('--'); at += 1) nodeArgs.push(words[at]);
  return { env, nodeArgs };
}

/** A positive number from the environment, or `fallback`. */
export function positive(name, fallback) {
  const text = process.env[name]?.trim() ?? '';
  const value = text === '' ? fallback : Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new RangeError(`${name} must be a positive number`);
  return value;
}

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

const children = [];
let stopping = false;

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

/** Stops every server started here: SIGTERM, then SIGKILL after 10 s. */
export async function stopAll() {
  stopping = true;
  for (const child of children) killGroup(child, 'SIGTERM');
  for (const child of children) {
    if (!(await exited(child, 10_000))) {
      killGroup(child, 'SIGKILL');
      await exited(child, 5_000);
    }
  }
}
process.once('exit', () => children.forEach((child) => killGroup(child, 'SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void stopAll().then(() => process.exit(130)));
}

/**
 * Node's options for a shop server the benchmark starts: `--cpu-prof` into
 * BENCH_CPU_PROF (a folder) when that is set, so a run can be profiled as it
 * is measured (the profile is written when the server stops).
 */
export function profiledArgs() {
  const dir = process.env.BENCH_CPU_PROF?.trim();
  return dir ? ['--cpu-prof', '--cpu-prof-dir', dir] : [];
}

/**
 * Starts `node <main>` with `env` on a free port and waits until `readyPath`
 * answers 2xx (at most BENCH_START_SECONDS, 90); answers its base URL.
 * `nodeArgs` go before the script.
 */
export async function startServer(name, main, env, readyPath, nodeArgs = []) {
  const port = await freePort();
  // The address the bench opens is the shop's public origin (its links, the write-origin check).
  const baseUrl = `http://127.0.0.1:${port}`;
  mkdirSync(outputDir, { recursive: true });
  const logFile = join(outputDir, `${name}.log`);
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: root,
    env: { ...env, PORT: String(port), PUBLIC_ORIGIN: baseUrl },
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  children.push(child);
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`\n${name} exited unexpectedly (${code ?? signal}); see ${logFile}`);
  });
  // A fresh embedded database runs initdb first: on a busy machine that takes longer than 90 s.
  const deadline = Date.now() + positive('BENCH_START_SECONDS', 90) * 1000;
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
