import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { LOG_DIR, OPERATOR_CLI, SERVER_MAIN, WORKSPACE_ROOT } from './paths';

/** A built server started for a run, on a fresh database. */
export interface RunningServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  readonly baseUrl: string;
  readonly logFile: string;
  /** Stops the server's whole process group and throws its database away. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Names the log file (`dist/e2e/logs/<name>.log`) and the throw-away database. */
  readonly name: string;
  /** The built storefront to serve (the run's own copy, see global setup). */
  readonly staticDir: string;
  /** Starts with `MAINTENANCE=1`: the shop's config says it is down. */
  readonly maintenance?: boolean;
  /** Run-time settings written at start (`SETTINGS`), e.g. a short token lifetime. */
  readonly settings?: Readonly<Record<string, string>>;
  /**
   * Operators made before the server starts, as the first operator is made
   * (`npm run operator -- create-operator`, which writes into the database of
   * a shop that is not running).
   */
  readonly operators?: readonly OperatorAccount[];
}

/** An operator account of the operators' command line. */
export interface OperatorAccount {
  readonly email: string;
  readonly name: string;
  readonly password: string;
  readonly admin?: boolean;
}

const STARTUP_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

/** A port nobody listens on right now, chosen by the system. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('No port given'));
        else resolve(address.port);
      });
    });
  });
}

/** Where the server keeps its data: a new PGlite folder, or a new database on the PostgreSQL server. */
interface FreshDatabase {
  readonly env: Record<string, string>;
  drop(): Promise<void>;
}

async function freshDatabase(name: string): Promise<FreshDatabase> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (serverUrl === undefined || serverUrl === '') {
    const dataDir = mkdtempSync(join(tmpdir(), `rewards-e2e-${name}-`));
    return {
      env: { DATA_DIR: dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  // A database of its own, so the run starts from the seed whatever the server held before.
  const database = `e2e_${name.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

function logTail(logFile: string, lines = 40): string {
  try {
    return readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Sends `signal` to the child's process group (it was started detached, as a group leader). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function waitForPing(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before answering:\n${logTail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/backend/api/common/ping`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server did not answer ping within ${STARTUP_TIMEOUT_MS} ms:\n${logTail(logFile)}`,
  );
}

/** `create-operator` of the operators' command line, on the server's database before it starts. */
function createOperatorOffline(operator: OperatorAccount, env: NodeJS.ProcessEnv): void {
  const result = spawnSync(
    process.execPath,
    [
      OPERATOR_CLI,
      'create-operator',
      '--email',
      operator.email,
      '--name',
      operator.name,
      ...(operator.admin === true ? ['--admin'] : []),
    ],
    {
      cwd: WORKSPACE_ROOT,
      env: { ...env, OPERATOR_PASSWORD: operator.password },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    throw new Error(
      `create-operator ${operator.email} exited ${result.status}: ${result.stdout}${result.stderr}`,
    );
  }
}

/**
 * Starts `node dist/apps/api/main.js` on a free port with a fresh database
 * (a temporary PGlite folder, or a new database when `DATABASE_URL` is set),
 * serving the built storefront, and waits until ping answers. The rate limits
 * are raised so that one browser's many calls are not refused mid-journey.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = await freshDatabase(options.name);
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = join(LOG_DIR, `${options.name}.log`);
  const log = openSync(logFile, 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The browser opens the shop at this address: its links and its writes' Origin are this one.
    PUBLIC_ORIGIN: baseUrl,
    STATIC_DIR: options.staticDir,
    RATE_LIMIT_PER_MINUTE: '1000000',
    // Checkout's routes count per route and client too; every journey's browser is this host.
    SENSITIVE_RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
    MAINTENANCE: options.maintenance === true ? '1' : '0',
    SETTINGS: Object.entries(options.settings ?? {})
      .map(([key, value]) => `${key}=${value}`)
      .join(','),
    ...database.env,
  };
  if (!('DATABASE_URL' in database.env)) delete env.DATABASE_URL;

  try {
    for (const operator of options.operators ?? []) createOperatorOffline(operator, env);
  } catch (error) {
    closeSync(log);
    await database.drop();
    throw error;
  }

  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: WORKSPACE_ROOT,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  // Whatever happens to this process, the server does not outlive it.
  const killOnExit = () => signalGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);

  let stopped = false;
  // A server that dies mid-run (crash, or killed from outside) says so where the journeys' failures point.
  child.once('exit', (code, signal) => {
    if (stopped) return;
    const note = `[e2e] ${options.name}: the server exited unexpectedly (${code ?? signal})`;
    appendFileSync(logFile, `\n${note}\n`);
    console.error(note);
  });
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    signalGroup(child, 'SIGTERM');
    if (!(await exited(child, STOP_TIMEOUT_MS))) {
      signalGroup(child, 'SIGKILL');
      await exited(child, STOP_TIMEOUT_MS);
    }
    process.removeListener('exit', killOnExit);
    await database.drop();
  };

  try {
    await waitForPing(baseUrl, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, logFile, stop };
}
