import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect, createServer, type Server as NetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCKED_EXIT_CODE, LOCK_FILE } from '../src/db/data-dir-lock';
import { ADDRESS_UNAVAILABLE_EXIT_CODE } from '../src/lifecycle';
import { openPgliteDatabase } from '../src/db/pglite-database';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** A started server process, its port once it listens, and how it ended. */
interface Server {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly port: Promise<number>;
  readonly exited: Promise<number | null>;
}

function start(main: string, env: NodeJS.ProcessEnv): Server {
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Rewards store: http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match?.[1] !== undefined) resolve(Number(match[1]));
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', () => reject(new Error(`exited before listening:\n${output}`)));
  });
  port.catch(() => undefined);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, port, exited };
}

async function ping(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/backend/api/common/ping`);
  return response.status;
}

/** Resolves with how long the process took to end, or rejects after `ms`. */
async function endsWithin(
  server: Server,
  ms: number,
): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  const timeout = new Promise<never>((_resolve, reject) =>
    setTimeout(() => reject(new Error(`still running after ${ms} ms`)), ms),
  );
  const code = await Promise.race([server.exited, timeout]);
  return { code, ms: Date.now() - started };
}

describe.skipIf(process.env.DATABASE_URL?.trim())(
  'the server process on the embedded database',
  () => {
    let main: string;
    let buildDir: string;
    let dataDir: string;
    const started: Server[] = [];
    const run = (env: NodeJS.ProcessEnv = {}) => {
      const server = start(main, { DATA_DIR: dataDir, ...env });
      started.push(server);
      return server;
    };

    beforeAll(async () => {
      // Inside the workspace, so that the bundle finds node_modules as the real build does.
      buildDir = join(root, 'tmp', `api-process-test-${randomUUID()}`);
      mkdirSync(buildDir, { recursive: true });
      main = join(buildDir, 'main.js');
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
      dataDir = mkdtempSync(join(tmpdir(), 'rewards-data-'));
    }, 60_000);

    afterAll(() => {
      for (const server of started)
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
      rmSync(buildDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('a second start on the same data folder exits at once with a clear message; the first keeps serving', async () => {
      const first = run();
      const port = await first.port;
      expect(await ping(port)).toBe(200);

      const second = run();
      const ended = await endsWithin(second, 60_000);
      expect(ended.code).toBe(DATA_DIR_LOCKED_EXIT_CODE);
      expect(second.output()).toContain('is in use by another server process');
      expect(second.output()).toContain(`pid ${first.child.pid}`);
      expect(await ping(port)).toBe(200);

      first.child.kill('SIGTERM');
      expect((await endsWithin(first, 6000)).code).toBe(0);
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    }, 180_000);

    it('SIGTERM ends within 5 s with an idle keep-alive connection and a stalled request', async () => {
      const server = run();
      const port = await server.port;
      const agentResponse = await fetch(`http://127.0.0.1:${port}/backend/api/common/ping`, {
        keepalive: true,
      });
      await agentResponse.text();
      const stalled = connect(port, '127.0.0.1');
      stalled.on('error', () => undefined);
      stalled.write(
        'POST /backend/api/item/search HTTP/1.1\r\nHost: x\r\nContent-Length: 50\r\n\r\n{',
      );
      await new Promise((resolve) => setTimeout(resolve, 200));

      server.child.kill('SIGTERM');
      const ended = await endsWithin(server, 7000);
      expect(ended.ms).toBeLessThan(6000);
      expect(ended.code).toBe(0);
      stalled.destroy();
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    }, 180_000);

    it('a port in use ends the start with one plain line, before the data folder is touched', async () => {
      const taken: NetServer = createServer();
      await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
      const address = taken.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      const fresh = mkdtempSync(join(tmpdir(), 'rewards-data-'));
      try {
        const server = run({ DATA_DIR: fresh, PORT: String(port), LOG_LEVEL: 'info' });
        const ended = await endsWithin(server, 30_000);
        expect(ended.code).toBe(ADDRESS_UNAVAILABLE_EXIT_CODE);
        expect(server.output().trim()).toBe(
          `Port ${port} is in use: another program listens on 127.0.0.1:${port}; ` +
            'stop it or set PORT to a free port.',
        );
        expect(readdirSync(fresh)).toEqual([]);
      } finally {
        taken.close();
        rmSync(fresh, { recursive: true, force: true });
      }
    }, 60_000);

    it('after kill -9 the next start takes the stale lock over, with the data intact', async () => {
      const victim = run();
      const port = await victim.port;
      const guest = (await (
        await fetch(`http://127.0.0.1:${port}/backend/api/common/guest-uuid`)
      ).json()) as { guestUuid: string };
      victim.child.kill('SIGKILL');
      await victim.exited;
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

      const next = run();
      const nextPort = await next.port;
      expect(await ping(nextPort)).toBe(200);
      next.child.kill('SIGTERM');
      expect((await endsWithin(next, 6000)).code).toBe(0);

      // The id acknowledged before the kill is on disk.
      const db = await openPgliteDatabase(dataDir);
      try {
        const rows = await db.query('SELECT 1 FROM guest WHERE guest_uuid = $1', [guest.guestUuid]);
        expect(rows).toHaveLength(1);
      } finally {
        await db.close();
      }
    }, 180_000);
  },
);
